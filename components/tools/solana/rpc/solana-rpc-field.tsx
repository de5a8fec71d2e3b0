'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';

export interface SolanaRpcFieldProps {
  rpc: SolanaRpcChoice;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
  /** Test ids of the fieldset and of the URL input, for pages whose browser tests drive them. */
  testId?: string;
  inputTestId?: string;
}

/**
 * Chainkit's RPC (same-origin /api/rpc) or the user's own, for reads, simulations and broadcasts. The choice is
 * remembered in the browser and shared by every Solana tool (useSolanaRpc), so it is set once, on any of them.
 */
export function SolanaRpcField({ rpc, disabled = false, testId, inputTestId }: SolanaRpcFieldProps) {
  const t = useTranslations('solanaRpc');
  const id = useId();
  return (
    <fieldset className="check-balance__panel" data-testid={testId} disabled={disabled}>
      <legend>{t('legend')}</legend>
      <div className="account-field">
        <label htmlFor={`${id}-rpc`} className="account-field__label">
          {t('label')}
        </label>
        <p id={`${id}-hint`} className="account-field__hint">
          {t('hint')}
        </p>
        <div className="check-balance__row">
          <input
            id={`${id}-rpc`}
            type="url"
            className="account-field__input check-balance__mono"
            spellCheck={false}
            placeholder="https://…"
            aria-describedby={`${id}-hint`}
            aria-invalid={rpc.isDraftInvalid}
            value={rpc.draft}
            onChange={(event) => rpc.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') rpc.apply();
            }}
            data-testid={inputTestId}
          />
          <button type="button" className="button button--small" onClick={rpc.apply}>
            {t('apply')}
          </button>
          {rpc.customUrl && (
            <button type="button" className="button button--small account-button--secondary" onClick={rpc.reset}>
              {t('reset')}
            </button>
          )}
        </div>
        {rpc.isDraftInvalid && (
          <p className="account-field__error" role="alert">
            {t('invalidUrl')}
          </p>
        )}
        <p className="account-field__hint" role="status">
          {rpc.customUrl ? t('usingCustom', { url: rpc.customUrl }) : t('usingDefault')}
        </p>
      </div>
    </fieldset>
  );
}
