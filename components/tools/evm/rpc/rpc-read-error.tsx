'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { CUSTOM_CHAIN, isHttpUrl, knownChain } from '@/components/tools/check-balance/rpc';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';

export interface RpcReadErrorProps {
  /** The tool's endpoint: the one named, and the one "Use another RPC" changes (for every EVM tool). */
  endpoint: RpcEndpoint;
  /** What could not be read and why, in the page's words (already translated). */
  message: string;
  /** Reads again: called by "Retry", and once more when another RPC is put in use here. */
  onRetry: () => void;
  /** While a run is under way nothing here can be used. */
  disabled?: boolean;
}

/**
 * A failed read from an EVM chain, solvable where it is shown: the endpoint is named, "Retry" reads again, and "Use
 * another RPC" opens the URL field right here; once the other RPC is in use, the read runs again on it.
 */
export function RpcReadError({ endpoint, message, onRetry, disabled = false }: RpcReadErrorProps) {
  const t = useTranslations('batch.rpc');
  const id = useId();
  const [isChoosing, setIsChoosing] = useState(false);
  const retryRef = useRef(onRetry);
  retryRef.current = onRetry;
  // Set when the endpoint is changed from here: the read is retried once the new one is in use.
  const retryOnChange = useRef(false);
  const { url } = endpoint;
  const chain = knownChain(endpoint.choice)?.name ?? '';
  const isCustomChain = endpoint.choice === CUSTOM_CHAIN;

  // Once the new endpoint is ready (a user's RPC first answers its chain id), the read runs again on it.
  const isReady = endpoint.status.kind === 'ready';
  useEffect(() => {
    if (!retryOnChange.current || url === undefined || !isReady) return;
    retryOnChange.current = false;
    setIsChoosing(false);
    retryRef.current();
  }, [url, isReady]);

  const apply = () => {
    const typed = endpoint.draft.trim();
    if (typed !== '' && typed === endpoint.rpcUrl) {
      // The same endpoint: ask it again.
      endpoint.retry();
      onRetry();
      return;
    }
    retryOnChange.current = isHttpUrl(typed) || (typed === '' && !isCustomChain);
    endpoint.apply();
  };

  return (
    <div className="account-alert account-alert--error rpc-read-error" role="alert">
      <p>{message}</p>
      {url !== undefined && (
        <p data-endpoint={url}>{endpoint.rpcUrl ? t('endpoint', { url }) : t('endpointPublic', { url, chain })}</p>
      )}
      <div className="rpc-read-error__actions">
        <button
          type="button"
          className="button button--small"
          disabled={disabled}
          onClick={() => {
            endpoint.retry();
            onRetry();
          }}
        >
          {t('retry')}
        </button>
        {!isChoosing && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            disabled={disabled}
            onClick={() => setIsChoosing(true)}
          >
            {t('useAnother')}
          </button>
        )}
      </div>
      {isChoosing && (
        <div className="account-field">
          <label htmlFor={`${id}-url`} className="account-field__label">
            {t('anotherLabel')}
          </label>
          <p id={`${id}-hint`} className="account-field__hint">
            {isCustomChain ? t('anotherHintCustom') : t('anotherHint', { chain })}
          </p>
          <div className="check-balance__row">
            <input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              className="account-field__input"
              spellCheck={false}
              autoComplete="off"
              placeholder="https://"
              // biome-ignore lint/a11y/noAutofocus: the user just asked for this field, right here.
              autoFocus
              aria-describedby={`${id}-hint`}
              aria-invalid={endpoint.isDraftInvalid}
              value={endpoint.draft}
              disabled={disabled}
              onChange={(event) => endpoint.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
            />
            <button type="button" className="button button--small" disabled={disabled} onClick={apply}>
              {t('apply')}
            </button>
            {endpoint.rpcUrl && !isCustomChain && (
              <button
                type="button"
                className="button button--small account-button--secondary"
                disabled={disabled}
                onClick={() => {
                  retryOnChange.current = true;
                  endpoint.reset();
                }}
              >
                {t('reset')}
              </button>
            )}
          </div>
          {endpoint.isDraftInvalid && <p className="account-field__error">{t('invalidUrl')}</p>}
        </div>
      )}
    </div>
  );
}
