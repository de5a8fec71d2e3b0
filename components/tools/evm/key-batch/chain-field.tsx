'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { localizeError } from '@/lib/errors';
import { isLocale } from '@/lib/i18n/config';
import { type ChainTargetState, CUSTOM_RPC } from './use-chain-target';

function StatusLine({ state }: { state: ChainTargetState }) {
  const t = useTranslations('keyBatch.chain');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const { status } = state;
  if (state.isDraftInvalid) {
    return (
      <p className="account-field__error" role="alert">
        {t('invalidUrl')}
      </p>
    );
  }
  switch (status.kind) {
    case 'ready':
      return (
        <p className="account-field__hint" role="status" data-chain-id={status.target.chainId}>
          {status.target.isCustom
            ? t('customReady', { chainId: status.target.chainId, chain: status.target.name })
            : t('publicRpc', { chain: status.target.name, chainId: status.target.chainId })}
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
    case 'unreachable':
      return (
        <p className="account-field__error" role="alert">
          {t('unreachable', { message: localizeError(status.error, locale) })}
        </p>
      );
  }
}

/** The network: a known chain over its public RPC, or a custom RPC whose chain id is shown once read. */
export function ChainField({ state, disabled }: { state: ChainTargetState; disabled?: boolean }) {
  const t = useTranslations('keyBatch.chain');
  const id = useId();
  const isCustom = state.choice === CUSTOM_RPC;
  return (
    <fieldset className="key-batch__panel" disabled={disabled}>
      <div className="account-field">
        <label htmlFor={`${id}-chain`} className="account-field__label">
          {t('label')}
        </label>
        <select
          id={`${id}-chain`}
          className="account-field__input"
          value={String(state.choice)}
          onChange={(event) =>
            state.select(event.target.value === CUSTOM_RPC ? CUSTOM_RPC : Number(event.target.value))
          }
        >
          {state.choices.map((target) => (
            <option key={target.chainId} value={String(target.chainId)}>
              {target.name}
            </option>
          ))}
          <option value={CUSTOM_RPC}>{t('custom')}</option>
        </select>
      </div>
      {isCustom && (
        <div className="account-field">
          <label htmlFor={`${id}-rpc`} className="account-field__label">
            {t('rpcLabel')}
          </label>
          <div className="account-field__row">
            <input
              id={`${id}-rpc`}
              type="url"
              inputMode="url"
              className="account-field__input"
              placeholder="https://"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={state.isDraftInvalid}
              value={state.draft}
              onChange={(event) => state.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                state.apply();
              }}
            />
            <button type="button" className="button button--small key-batch__button" onClick={state.apply}>
              {t('apply')}
            </button>
          </div>
          <p className="account-field__hint">{t('rpcHint')}</p>
        </div>
      )}
      <StatusLine state={state} />
    </fieldset>
  );
}
