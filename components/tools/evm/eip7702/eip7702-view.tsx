'use client';

import { useTranslations } from 'next-intl';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { useChainClient } from '../key-batch/use-chain-target';
import { ChangePanel } from './change-panel';
import { InspectPanel } from './inspect-panel';

/** /eip7702: check delegations of any addresses; revoke or set them for pasted keys, on any EVM chain. */
export function Eip7702View() {
  const t = useTranslations('eip7702');
  const { locale, endpoint, target, client } = useChainClient('eip7702');
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
