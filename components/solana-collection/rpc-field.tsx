'use client';

import { useTranslations } from 'next-intl';
import type { SolanaRpcChoice } from '@/components/check-balance/solana/rpc';
import { TextField } from '@/components/key-batch/text-field';

/** Our passthrough by default, or the user's own Solana RPC (remembered): reads, simulations and sends go there. */
export function RpcField({ rpc, disabled }: { rpc: SolanaRpcChoice; disabled: boolean }) {
  const t = useTranslations('solanaCollection.rpc');
  return (
    <fieldset className="key-batch__panel">
      <legend>{t('legend')}</legend>
      <TextField
        label={t('label')}
        hint={t('hint')}
        value={rpc.draft}
        onChange={rpc.setDraft}
        placeholder="https://…"
        disabled={disabled}
        error={rpc.isDraftInvalid ? t('invalidUrl') : undefined}
      />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button button--small key-batch__button"
          onClick={rpc.apply}
          disabled={disabled}
        >
          {t('apply')}
        </button>
        {rpc.customUrl && (
          <button
            type="button"
            className="button button--small key-batch__button key-batch__button--secondary"
            onClick={rpc.reset}
            disabled={disabled}
          >
            {t('reset')}
          </button>
        )}
        <span className="account-field__hint" role="status">
          {rpc.customUrl ? t('usingCustom', { url: rpc.customUrl }) : t('usingDefault')}
        </span>
      </div>
    </fieldset>
  );
}
