'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkEvmAddress } from '@/chains/evm/address';
import type { Locale } from '@/lib/i18n/config';
import { type ChainOption, NATIVE_TOKEN } from './monitor-api';
import { MonitorBulkAdd } from './monitor-bulk-add';
import { MonitorChainTokenFields, type TokenKind } from './monitor-chain-token-fields';
import { MonitorSingleAdd } from './monitor-single-add';

/** Where new entries go: the chain and the token ('native' or an EIP-55 ERC-20 address). */
export interface AddTarget {
  chainId: number;
  token: string;
}

interface MonitorAddFormProps {
  locale: Locale;
  chains: readonly ChainOption[];
  isLoadingChains: boolean;
  /** Entries that may still be added before the allowance is full; null until the list is loaded. */
  remaining: number | null;
}

type Mode = 'single' | 'bulk';

/** Adds entries on one chain and token: one address with a label, or many pasted at once. */
export function MonitorAddForm({ locale, chains, isLoadingChains, remaining }: MonitorAddFormProps) {
  const t = useTranslations('monitor.add');
  const [pickedChainId, setChainId] = useState('');
  const [tokenKind, setTokenKind] = useState<TokenKind>('native');
  const [tokenAddress, setTokenAddress] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('single');
  const [isBusy, setBusy] = useState(false);
  const chainId = pickedChainId || (chains[0] ? String(chains[0].chainId) : '');

  /** The chain and token of the form, or null (with the token's error shown) when they are not usable. */
  const resolveTarget = (): AddTarget | null => {
    if (!chainId) return null;
    if (tokenKind === 'native') return { chainId: Number(chainId), token: NATIVE_TOKEN };
    const check = checkEvmAddress(tokenAddress, { strict: true });
    if (!check.ok) {
      setTokenError(check.issue === 'checksum' ? t('badChecksum') : t('badTokenAddress'));
      return null;
    }
    setTokenError(null);
    return { chainId: Number(chainId), token: check.address };
  };

  return (
    <section className="monitor-add account-section" aria-labelledby="monitor-add-heading">
      <h2 id="monitor-add-heading">{t('heading')}</h2>
      {remaining === null ? null : (
        <p className="account-card__muted">{t('remaining', { count: Math.max(0, remaining) })}</p>
      )}
      <MonitorChainTokenFields
        chains={chains}
        isLoadingChains={isLoadingChains}
        chainId={chainId}
        onChainId={setChainId}
        tokenKind={tokenKind}
        onTokenKind={(kind) => {
          setTokenKind(kind);
          setTokenError(null);
        }}
        tokenAddress={tokenAddress}
        onTokenAddress={(value) => {
          setTokenAddress(value);
          setTokenError(null);
        }}
        tokenError={tokenError}
        disabled={isBusy}
      />
      <fieldset className="account-field monitor-modes">
        <legend className="account-field__label">{t('mode')}</legend>
        <label>
          <input
            type="radio"
            name="monitor-add-mode"
            checked={mode === 'single'}
            disabled={isBusy}
            onChange={() => setMode('single')}
          />{' '}
          {t('modeSingle')}
        </label>
        <label>
          <input
            type="radio"
            name="monitor-add-mode"
            checked={mode === 'bulk'}
            disabled={isBusy}
            onChange={() => setMode('bulk')}
          />{' '}
          {t('modeBulk')}
        </label>
      </fieldset>
      {mode === 'single' ? (
        <MonitorSingleAdd locale={locale} resolveTarget={resolveTarget} onBusy={setBusy} />
      ) : (
        <MonitorBulkAdd locale={locale} resolveTarget={resolveTarget} onBusy={setBusy} />
      )}
    </section>
  );
}
