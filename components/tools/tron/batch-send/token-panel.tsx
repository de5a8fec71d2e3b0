'use client';

import { useTranslations } from 'next-intl';

interface TokenPanelProps {
  text: string;
  onText: (text: string) => void;
  onUse: () => void;
  error: string | null;
  /** The asset in use, once chosen (TRX, or a TRC-20 read from its contract). */
  info: { symbol: string; decimals: number } | null;
}

/** What the batch sends: TRX (the field left empty) or a TRC-20 whose symbol and decimals are read on "Use". */
export function TokenPanel({ text, onText, onUse, error, info }: TokenPanelProps) {
  const t = useTranslations('tronBatchSendToken.token');
  return (
    <fieldset className="send-token__panel">
      <legend>{t('legend')}</legend>
      <label htmlFor="tron-send-token" className="account-field__label">
        {t('label')}
      </label>
      <p className="account-field__hint">{t('hint')}</p>
      <div className="check-balance__row">
        <input
          id="tron-send-token"
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
        <p role="status" data-testid="tron-send-token">
          {t('sending', { symbol: info.symbol || '?', decimals: info.decimals })}
        </p>
      )}
    </fieldset>
  );
}
