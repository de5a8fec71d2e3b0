'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { AssetState } from './use-asset';

const STATUS_KEYS = {
  'invalid-address': 'invalidAddress',
  'not-token': 'notToken',
  reading: 'reading',
} as const;

/** The chain's coin or one ERC-20, by contract address. */
export function AssetField({
  state,
  nativeSymbol,
  disabled,
}: {
  state: AssetState;
  nativeSymbol: string;
  disabled?: boolean;
}) {
  const t = useTranslations('keyBatch.asset');
  const id = useId();
  const { status } = state;
  return (
    <fieldset className="key-batch__panel" disabled={disabled}>
      <legend className="account-field__label">{t('label')}</legend>
      <div className="key-batch__choices">
        <label className="key-batch__check">
          <input type="radio" name={`${id}-asset`} checked={!state.isToken} onChange={() => state.setIsToken(false)} />
          {t('native', { symbol: nativeSymbol })}
        </label>
        <label className="key-batch__check">
          <input type="radio" name={`${id}-asset`} checked={state.isToken} onChange={() => state.setIsToken(true)} />
          {t('token')}
        </label>
      </div>
      {state.isToken && (
        <div className="account-field">
          <label htmlFor={`${id}-token`} className="account-field__label">
            {t('tokenLabel')}
          </label>
          <input
            id={`${id}-token`}
            className="account-field__input key-batch__mono"
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={status.kind === 'invalid-address' || status.kind === 'not-token'}
            value={state.tokenText}
            onChange={(event) => state.setTokenText(event.target.value)}
          />
          {status.kind === 'ready' && (
            <p className="account-field__notice" role="status">
              {t('found', { symbol: status.symbol, decimals: status.decimals })}
            </p>
          )}
          {(status.kind === 'invalid-address' || status.kind === 'not-token' || status.kind === 'reading') && (
            <p className={status.kind === 'reading' ? 'account-field__hint' : 'account-field__error'} role="status">
              {t(STATUS_KEYS[status.kind])}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
