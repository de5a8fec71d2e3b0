'use client';

import { useTranslations } from 'next-intl';

interface SendAssetPanelProps {
  /** The tool's texts: legend, label, hint, use, sending ({symbol, decimals}). */
  namespace: string;
  /** The field's id and the status line's test id, e.g. `sui-send-coin`. */
  id: string;
  text: string;
  onText: (text: string) => void;
  onUse: () => void;
  error: string | null;
  /** The asset in use, once chosen (the native coin, or a token whose metadata was read). */
  info: { symbol: string; decimals: number } | null;
}

/**
 * What a wallet batch send sends (Sui, Tron, Aptos): the native coin with the field left empty, or a token typed in,
 * its symbol and decimals read on "Use".
 */
export function SendAssetPanel({ namespace, id, text, onText, onUse, error, info }: SendAssetPanelProps) {
  // The tools' namespaces hold the same keys.
  const t = useTranslations(namespace as 'suiBatchSendToken.coin');
  return (
    <fieldset className="send-token__panel">
      <legend>{t('legend')}</legend>
      <label htmlFor={id} className="account-field__label">
        {t('label')}
      </label>
      <p className="account-field__hint">{t('hint')}</p>
      <div className="check-balance__row">
        <input
          id={id}
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
        <p role="status" data-testid={id}>
          {t('sending', { symbol: info.symbol || '?', decimals: info.decimals })}
        </p>
      )}
    </fieldset>
  );
}
