'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { isLocale } from '@/lib/i18n/config';
import { createRpcClient } from '../key-batch/chain';
import { useChainTarget } from '../key-batch/use-chain-target';
import { ChangePanel } from './change-panel';
import { InspectPanel } from './inspect-panel';

/** /eip7702: check delegations of any addresses; revoke or set them for pasted keys, on any EVM chain. */
export function Eip7702View() {
  const t = useTranslations('eip7702');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const { endpoint, target } = useChainTarget('eip7702');
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  return (
    <article className="key-batch eip7702">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} />
      </div>
      <InspectPanel endpoint={endpoint} target={target} client={client} />
      <KeyNotice />
      <ChangePanel endpoint={endpoint} target={target} client={client} />
    </article>
  );
}
