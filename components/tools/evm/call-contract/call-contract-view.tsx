'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { useChainClient } from '../key-batch/use-chain-target';
import { CallPanel } from './call-panel';
import { type ContractChoice, ContractPanel } from './contract-panel';
import { WalletSource } from './wallet-source';

type Mode = 'keys' | 'wallet';

/**
 * /batch/call-contract: one function of any contract, called from many pasted wallets with per-row arguments, or
 * line after line from the connected wallet (its kit loads only when that is chosen).
 */
export function CallContractView() {
  const t = useTranslations('batchCallContract');
  const { locale, endpoint, target, client } = useChainClient('call-contract');
  const [choice, setChoice] = useState<ContractChoice | undefined>(undefined);
  const [mode, setMode] = useState<Mode>('keys');
  const panelProps = { endpoint, target, client, choice };
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
      <fieldset className="key-batch__choices">
        <legend className="account-field__label">{t('modeLabel')}</legend>
        <label className="key-batch__check">
          <input type="radio" name="call-contract-mode" checked={mode === 'keys'} onChange={() => setMode('keys')} />
          {t('modeKeys')}
        </label>
        <label className="key-batch__check">
          <input
            type="radio"
            name="call-contract-mode"
            checked={mode === 'wallet'}
            onChange={() => setMode('wallet')}
          />
          {t('modeWallet')}
        </label>
      </fieldset>
      {mode === 'keys' ? (
        <>
          <KeyNotice />
          <CallPanel {...panelProps} source={{ kind: 'keys' }} />
        </>
      ) : (
        <WalletSource locale={locale} endpoint={endpoint}>
          {(source) => <CallPanel {...panelProps} source={source} />}
        </WalletSource>
      )}
    </article>
  );
}
