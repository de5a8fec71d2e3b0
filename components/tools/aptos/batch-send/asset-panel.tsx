'use client';

import { useTranslations } from 'next-intl';

interface AssetPanelProps {
  text: string;
  onText: (text: string) => void;
  onUse: () => void;
  error: string | null;
  /** The asset in use, once chosen (APT, or a coin / fungible asset whose metadata was read). */
  info: { symbol: string; decimals: number } | null;
}

/** What the batch sends: APT (the field left empty), a coin type or a fungible asset, its metadata read on "Use". */
export function AssetPanel({ text, onText, onUse, error, info }: AssetPanelProps) {
  const t = useTranslations('aptosBatchSendToken.asset');
  return (
    <fieldset className="send-token__panel">
      <legend>{t('legend')}</legend>
      <label htmlFor="aptos-send-asset" className="account-field__label">
        {t('label')}
      </label>
      <p className="account-field__hint">{t('hint')}</p>
      <div className="check-balance__row">
        <input
          id="aptos-send-asset"
          className="account-field__input check-balance__mono"
          spellCheck={false}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
        <button type="button" className="button button--small" onClick={onUse}>
          {t('use')}
        </button>
      </div>
      {error && <p className="account-field__error">{error}</p>}
      {info && (
        <p role="status" data-testid="aptos-send-asset">
          {t('sending', { symbol: info.symbol || '?', decimals: info.decimals })}
        </p>
      )}
    </fieldset>
  );
}
