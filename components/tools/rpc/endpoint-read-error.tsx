'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isHttpUrl } from '@/components/tools/check-balance/http-url';
import type { StoredEndpointChoice } from './use-endpoint-choice';

/** A page's endpoint choice (Solana's RPC, Tron's API): what a read error shows and changes. */
export interface EndpointChoice extends Omit<StoredEndpointChoice, 'isLoaded'> {
  resolveUrl: () => string;
}

export interface EndpointReadErrorProps {
  choice: EndpointChoice;
  /** The family's messages: `readError.{retry,useAnother,anotherLabel,anotherHint}`, `apply`, `reset`, `invalidUrl`. */
  namespace: 'solanaRpc' | 'tronApi' | 'suiGraphql' | 'tonApi' | 'aptosApi';
  /** The endpoint named, as the family writes it, with its test id and machine-readable value. */
  endpoint: { text: ReactNode; testId: string; value: string };
  /** What could not be read and why, in the page's words (already translated). */
  message: string;
  /** Reads again; called by "Retry", and once more after another endpoint is chosen here. */
  onRetry: () => void;
  /** While a run is under way nothing here can be used. */
  disabled?: boolean;
  testId?: string;
}

/**
 * A failed read from a chain, solvable where it is shown: the endpoint that failed is named, "Retry" reads again, and
 * "Use another RPC" opens the URL field right here (the choice is every tool's of the family); once another endpoint
 * is in use, the read runs again on it. Shared by the Solana and Tron tools (the EVM tools pick a chain as well).
 */
export function EndpointReadError({
  choice,
  namespace,
  endpoint,
  message,
  onRetry,
  disabled = false,
  testId,
}: EndpointReadErrorProps) {
  // The families' namespaces hold the same keys.
  const t = useTranslations(namespace as 'solanaRpc');
  const id = useId();
  const [isChoosing, setChoosing] = useState(false);
  const retryRef = useRef(onRetry);
  retryRef.current = onRetry;
  // Set when the endpoint is changed from here: the read is retried once the new choice is in use.
  const retryOnChange = useRef(false);
  const url = choice.resolveUrl();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the endpoint in use changes, and only then.
  useEffect(() => {
    if (!retryOnChange.current) return;
    retryOnChange.current = false;
    setChoosing(false);
    retryRef.current();
  }, [url]);

  const applyTyped = () => {
    const typed = choice.draft.trim();
    if (typed === (choice.customUrl ?? '')) return; // the same endpoint: nothing changes, Retry is the way
    retryOnChange.current = typed === '' || isHttpUrl(typed);
    choice.apply();
  };

  return (
    <div className="account-alert account-alert--error rpc-read-error" role="alert" data-testid={testId}>
      <p>{message}</p>
      <p data-testid={endpoint.testId} data-endpoint={endpoint.value}>
        {endpoint.text}
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
              aria-invalid={choice.isDraftInvalid}
              value={choice.draft}
              disabled={disabled}
              onChange={(event) => choice.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyTyped();
              }}
            />
            <button type="button" className="button button--small" disabled={disabled} onClick={applyTyped}>
              {t('apply')}
            </button>
            {choice.customUrl && (
              <button
                type="button"
                className="button button--small account-button--secondary"
                disabled={disabled}
                onClick={() => {
                  retryOnChange.current = true;
                  choice.reset();
                }}
              >
                {t('reset')}
              </button>
            )}
          </div>
          {choice.isDraftInvalid && <p className="account-field__error">{t('invalidUrl')}</p>}
        </div>
      )}
    </div>
  );
}
