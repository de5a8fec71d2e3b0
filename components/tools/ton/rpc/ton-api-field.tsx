'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { TonApiChoice } from './use-ton-api';

export interface TonApiFieldProps {
  api: TonApiChoice;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
}

/**
 * Chainkit's passthrough to toncenter (same-origin) or the user's own toncenter-compatible v2 JSON-RPC endpoint.
 * Remembered in the browser and shared by every TON tool (useTonApi).
 */
export function TonApiField({ api, disabled = false }: TonApiFieldProps) {
  const t = useTranslations('tonApi');
  const id = useId();
  return (
    <fieldset className="check-balance__panel" disabled={disabled}>
      <legend>{t('legend')}</legend>
      <div className="account-field">
        <label htmlFor={`${id}-api`} className="account-field__label">
          {t('label')}
        </label>
        <p id={`${id}-hint`} className="account-field__hint">
          {t('hint', { url: api.upstream })}
        </p>
        <div className="check-balance__row">
          <input
            id={`${id}-api`}
            type="url"
            className="account-field__input check-balance__mono"
            spellCheck={false}
            placeholder="https://…"
            aria-describedby={`${id}-hint`}
            aria-invalid={api.isDraftInvalid}
            value={api.draft}
            onChange={(event) => api.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') api.apply();
            }}
          />
          <button type="button" className="button button--small" onClick={api.apply}>
            {t('apply')}
          </button>
          {api.customUrl && (
            <button type="button" className="button button--small account-button--secondary" onClick={api.reset}>
              {t('reset')}
            </button>
          )}
        </div>
        {api.isDraftInvalid && (
          <p className="account-field__error" role="alert">
            {t('invalidUrl')}
          </p>
        )}
        <p className="account-field__hint" role="status">
          {api.customUrl ? t('usingCustom', { url: api.customUrl }) : t('usingDefault', { url: api.upstream })}
        </p>
      </div>
    </fieldset>
  );
}
