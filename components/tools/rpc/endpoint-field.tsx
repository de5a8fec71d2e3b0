'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { EndpointChoice } from './endpoint-read-error';

export interface EndpointFieldProps {
  /** The family's endpoint choice (components/tools/rpc/use-endpoint-choice.ts). */
  choice: Pick<EndpointChoice, 'customUrl' | 'draft' | 'setDraft' | 'isDraftInvalid' | 'apply' | 'reset'>;
  /** The family's messages: `legend`, `label`, `hint`, `apply`, `reset`, `invalidUrl`, `usingCustom`, `usingDefault`. */
  namespace: 'solanaRpc' | 'tronApi' | 'suiGraphql' | 'tonApi' | 'aptosApi';
  /** The upstream our relay forwards to, as a person reads it (`{url}` of `hint` and `usingDefault`), where named. */
  upstream?: string;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
  /** Test ids of the fieldset and of the URL input, for pages whose browser tests drive them. */
  testId?: string;
  inputTestId?: string;
}

/**
 * Our same-origin relay or the user's own endpoint, typed in and remembered in the browser for every tool of the family
 * (Solana's RPC, Tron's API, Sui's GraphQL, TON's toncenter): each family only words it.
 */
export function EndpointField({
  choice,
  namespace,
  upstream,
  disabled = false,
  testId,
  inputTestId,
}: EndpointFieldProps) {
  // Every family's namespace holds the same keys.
  const t = useTranslations(namespace as 'tronApi');
  const id = useId();
  const url = upstream ?? '';
  return (
    <fieldset className="check-balance__panel" data-testid={testId} disabled={disabled}>
      <legend>{t('legend')}</legend>
      <div className="account-field">
        <label htmlFor={`${id}-url`} className="account-field__label">
          {t('label')}
        </label>
        <p id={`${id}-hint`} className="account-field__hint">
          {t('hint', { url })}
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
            onChange={(event) => choice.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') choice.apply();
            }}
            data-testid={inputTestId}
          />
          <button type="button" className="button button--small" onClick={choice.apply}>
            {t('apply')}
          </button>
          {choice.customUrl && (
            <button type="button" className="button button--small account-button--secondary" onClick={choice.reset}>
              {t('reset')}
            </button>
          )}
        </div>
        {choice.isDraftInvalid && (
          <p className="account-field__error" role="alert">
            {t('invalidUrl')}
          </p>
        )}
        <p className="account-field__hint" role="status">
          {choice.customUrl ? t('usingCustom', { url: choice.customUrl }) : t('usingDefault', { url })}
        </p>
      </div>
    </fieldset>
  );
}
