'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TronApiError } from '@/chains/tron/api';
import { isHttpUrl } from '@/components/tools/check-balance/http-url';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { TronApiChoice } from './use-tron-api';

/**
 * Why a call to the Tron API failed, in the user's words: the HTTP status it answered, that it could not be reached,
 * or the node's own reason (java-tron's `{"Error"}`, a constant call's refusal); anything else as the app says it.
 */
export function useTronErrorText(locale: Locale) {
  const t = useTranslations('tronApi.readError');
  return useCallback(
    (error: unknown): string => {
      if (error instanceof TronApiError) {
        if (error.status !== undefined) return t('status', { status: error.status });
        // "<url>: <reason>": the endpoint is named beside the message, the reason is the node's.
        return error.message.replace(/^\S+: /, '');
      }
      if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
        return t('unreachable');
      }
      return localizeError(error, locale);
    },
    [t, locale],
  );
}

export interface TronReadErrorProps {
  /** The page's API choice: the endpoint named, and the one "Use another API" changes. */
  api: TronApiChoice;
  /** What could not be read and why, in the page's words (already translated). */
  message: string;
  /** Reads again; called by "Retry", and once more after another endpoint is chosen here. */
  onRetry: () => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A failed read from Tron, solvable where it is shown: the endpoint that failed is named, "Retry" reads again, and
 * "Use another RPC" opens the URL field here (the choice is every Tron tool's); once another endpoint is in use, the
 * read runs again on it. The same pattern as the Solana and EVM pages.
 */
export function TronReadError({ api, message, onRetry, disabled = false, testId }: TronReadErrorProps) {
  const t = useTranslations('tronApi');
  const id = useId();
  const [isChoosing, setChoosing] = useState(false);
  const retryRef = useRef(onRetry);
  retryRef.current = onRetry;
  const retryOnChange = useRef(false);
  const url = api.resolveUrl();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the endpoint in use changes, and only then.
  useEffect(() => {
    if (!retryOnChange.current) return;
    retryOnChange.current = false;
    setChoosing(false);
    retryRef.current();
  }, [url]);

  const applyTyped = () => {
    const typed = api.draft.trim();
    if (typed === (api.customUrl ?? '')) return;
    retryOnChange.current = typed === '' || isHttpUrl(typed);
    api.apply();
  };

  return (
    <div className="account-alert account-alert--error rpc-read-error" role="alert" data-testid={testId}>
      <p>{message}</p>
      <p data-testid="tron-read-error-endpoint" data-endpoint={api.endpointName()}>
        {api.customUrl
          ? t('readError.endpointCustom', { url: api.customUrl })
          : t('readError.endpointDefault', { url: api.upstream })}
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
              aria-invalid={api.isDraftInvalid}
              value={api.draft}
              disabled={disabled}
              onChange={(event) => api.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyTyped();
              }}
            />
            <button type="button" className="button button--small" disabled={disabled} onClick={applyTyped}>
              {t('apply')}
            </button>
            {api.customUrl && (
              <button
                type="button"
                className="button button--small account-button--secondary"
                disabled={disabled}
                onClick={() => {
                  retryOnChange.current = true;
                  api.reset();
                }}
              >
                {t('reset')}
              </button>
            )}
          </div>
          {api.isDraftInvalid && <p className="account-field__error">{t('invalidUrl')}</p>}
        </div>
      )}
    </div>
  );
}
