'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { SolanaRpcChoice } from '@/components/check-balance/solana/rpc';

/** Chainkit's RPC (same-origin /api/rpc) or the user's own, as on the balance checker (the choice is shared). */
export function RpcField({ rpc }: { rpc: SolanaRpcChoice }) {
  const t = useTranslations('solanaToken.rpc');
  const id = useId();
  return (
    <details className="check-balance__panel" data-testid="token-rpc">
      <summary>{rpc.customUrl ? t('usingCustom', { url: rpc.customUrl }) : t('usingDefault')}</summary>
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
            aria-describedby={`${id}-hint`}
            aria-invalid={rpc.isDraftInvalid}
            value={rpc.draft}
            onChange={(event) => rpc.setDraft(event.target.value)}
            data-testid="token-rpc-url"
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
      </div>
    </details>
  );
}
