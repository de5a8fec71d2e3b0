'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { isLocale } from '@/lib/i18n/config';
import { createRpcClient } from '../key-batch/chain';
import { useChainTarget } from '../key-batch/use-chain-target';
import { CallPanel } from './call-panel';
import { type ContractChoice, ContractPanel } from './contract-panel';

/** /batch/call-contract: one function of any contract, called from many pasted wallets with per-row arguments. */
export function CallContractView() {
  const t = useTranslations('batchCallContract');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const { endpoint, target } = useChainTarget('call-contract');
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  const [choice, setChoice] = useState<ContractChoice | undefined>(undefined);
  return (
    <article className="key-batch call-contract">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} />
      </div>
      <ContractPanel chainId={target?.chainId} onChoice={setChoice} />
      <KeyNotice />
      <CallPanel endpoint={endpoint} target={target} client={client} choice={choice} />
    </article>
  );
}
