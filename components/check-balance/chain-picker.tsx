'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { CUSTOM_CHAIN, KNOWN_CHAINS, knownChain, parseChainChoice } from './rpc';
import type { EndpointStatus, RpcEndpoint } from './use-rpc-endpoint';

function StatusLine({ status, chainName, locale }: { status: EndpointStatus; chainName: string; locale: Locale }) {
  const t = useTranslations('checkBalance.chain');
  switch (status.kind) {
    case 'ready':
      return (
        <p className="account-field__hint" role="status" data-chain-id={status.chainId}>
          {status.rpcUrl
            ? t('chainId', { chainId: status.chainId })
            : t('usingPublic', { chain: chainName, chainId: status.chainId })}
        </p>
      );
    case 'missing':
      return <p className="account-field__hint">{t('required')}</p>;
    case 'checking':
      return (
        <p className="account-field__hint" role="status">
          {t('checking')}
        </p>
      );
    case 'mismatch':
      return (
        <p className="account-field__error" role="alert">
          {t('mismatch', { actual: status.actual, expected: status.expected, chain: chainName })}
        </p>
      );
    case 'unreachable':
      return (
        <p className="account-field__error" role="alert">
          {t('unreachable', { message: localizeError(status.error, locale) })}
        </p>
      );
  }
}

/** The chain (Ethereum, BSC or any chain behind a custom RPC) and the RPC the browser reads it through. */
export function ChainPicker({ endpoint, locale }: { endpoint: RpcEndpoint; locale: Locale }) {
  const t = useTranslations('checkBalance.chain');
  const id = useId();
  const known = knownChain(endpoint.choice);
  const isCustom = endpoint.choice === CUSTOM_CHAIN;
  return (
    <fieldset className="check-balance__panel">
      <div className="account-field">
        <label htmlFor={`${id}-chain`} className="account-field__label">
          {t('label')}
        </label>
        <select
          id={`${id}-chain`}
          className="account-field__input"
          value={String(endpoint.choice)}
          onChange={(event) => {
            const choice = parseChainChoice(event.target.value);
            if (choice !== undefined) endpoint.select(choice);
          }}
        >
          {KNOWN_CHAINS.map((chain) => (
            <option key={chain.chainId} value={String(chain.chainId)}>
              {chain.name}
            </option>
          ))}
          <option value={CUSTOM_CHAIN}>{t('custom')}</option>
        </select>
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-rpc`} className="account-field__label">
          {t('rpcLabel')}
        </label>
        <p id={`${id}-rpc-hint`} className="account-field__hint">
          {isCustom ? t('rpcHintCustom') : t('rpcHintKnown', { chain: known?.name ?? '' })}
        </p>
        <div className="check-balance__row">
          <input
            id={`${id}-rpc`}
            type="url"
            inputMode="url"
            className="account-field__input"
            placeholder="https://"
            aria-describedby={`${id}-rpc-hint`}
            aria-invalid={endpoint.isDraftInvalid}
            spellCheck={false}
            value={endpoint.draft}
            onChange={(event) => endpoint.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              endpoint.apply();
            }}
          />
          <button type="button" className="button button--small" onClick={endpoint.apply}>
            {t('apply')}
          </button>
          {!isCustom && endpoint.rpcUrl && (
            <button type="button" className="button button--small account-button--secondary" onClick={endpoint.reset}>
              {t('reset')}
            </button>
          )}
        </div>
        {endpoint.isDraftInvalid ? (
          <p className="account-field__error" role="alert">
            {t('invalidUrl')}
          </p>
        ) : (
          <StatusLine status={endpoint.status} chainName={known?.name ?? ''} locale={locale} />
        )}
      </div>
    </fieldset>
  );
}
