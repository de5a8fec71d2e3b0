'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { isHttpUrl } from '@/components/tools/check-balance/http-url';
import type { SolanaRpcChoice } from './use-solana-rpc';

export interface RpcReadErrorProps {
  /** The page's RPC choice: the endpoint named, and the one "Use another RPC" changes. */
  rpc: SolanaRpcChoice;
  /** What could not be read and why, in the page's words (already translated). */
  message: string;
  /** Reads again; called by "Retry", and once more after another RPC is chosen here. */
  onRetry: () => void;
  /** While a run is under way nothing here can be used. */
  disabled?: boolean;
  testId?: string;
}

/**
 * A failed read from the chain, solvable where it is shown: the endpoint that failed is named, "Retry" reads again,
 * and "Use another RPC" opens the URL field right here (the choice is the page's and every Solana tool's); once
 * another RPC is in use, the read runs again on it.
 */
export function RpcReadError({ rpc, message, onRetry, disabled = false, testId }: RpcReadErrorProps) {
  const t = useTranslations('solanaRpc');
  const id = useId();
  const [isChoosing, setChoosing] = useState(false);
  const retryRef = useRef(onRetry);
  retryRef.current = onRetry;
  // Set when the endpoint is changed from here: the read is retried once the new choice is in use.
  const retryOnChange = useRef(false);
  const url = rpc.resolveUrl();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the endpoint in use changes, and only then.
  useEffect(() => {
    if (!retryOnChange.current) return;
    retryOnChange.current = false;
    setChoosing(false);
    retryRef.current();
  }, [url]);

  const applyTyped = () => {
    const typed = rpc.draft.trim();
    if (typed === (rpc.customUrl ?? '')) return; // the same endpoint: nothing changes, Retry is the way
    retryOnChange.current = typed === '' || isHttpUrl(typed);
    rpc.apply();
  };

  return (
    <div className="account-alert account-alert--error rpc-read-error" role="alert" data-testid={testId}>
      <p>{message}</p>
      <p data-testid="rpc-read-error-endpoint" data-endpoint={url}>
        {rpc.customUrl ? t('readError.endpointCustom', { url }) : t('readError.endpointDefault', { url })}
      </p>
      <div className="rpc-read-error__actions">
        <button type="button" className="button button--small" disabled={disabled} onClick={() => onRetry()}>
          {t('readError.retry')}
        </button>
        {!isChoosing && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            disabled={disabled}
            onClick={() => setChoosing(true)}
          >
            {t('readError.useAnother')}
          </button>
        )}
      </div>
      {isChoosing && (
        <div className="account-field">
          <label htmlFor={`${id}-url`} className="account-field__label">
            {t('readError.anotherLabel')}
          </label>
          <p id={`${id}-hint`} className="account-field__hint">
            {t('readError.anotherHint')}
          </p>
          <div className="check-balance__row">
            <input
              id={`${id}-url`}
              type="url"
              className="account-field__input check-balance__mono"
              spellCheck={false}
              placeholder="https://…"
              aria-describedby={`${id}-hint`}
              aria-invalid={rpc.isDraftInvalid}
              value={rpc.draft}
              disabled={disabled}
              onChange={(event) => rpc.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyTyped();
              }}
            />
            <button type="button" className="button button--small" disabled={disabled} onClick={applyTyped}>
              {t('apply')}
            </button>
            {rpc.customUrl && (
              <button
                type="button"
                className="button button--small account-button--secondary"
                disabled={disabled}
                onClick={() => {
                  retryOnChange.current = true;
                  rpc.reset();
                }}
              >
                {t('reset')}
              </button>
            )}
          </div>
          {rpc.isDraftInvalid && <p className="account-field__error">{t('invalidUrl')}</p>}
        </div>
      )}
    </div>
  );
}
