'use client';

import { useTranslations } from 'next-intl';

interface CoinPanelProps {
  text: string;
  onText: (text: string) => void;
  onUse: () => void;
  error: string | null;
  /** The coin in use, once chosen (SUI, or a coin whose metadata was read). */
  info: { symbol: string; decimals: number } | null;
}

/** What the batch sends: SUI (the field left empty) or any coin type, its symbol and decimals read on "Use". */
export function CoinPanel({ text, onText, onUse, error, info }: CoinPanelProps) {
  const t = useTranslations('suiBatchSendToken.coin');
  return (
    <fieldset className="send-token__panel">
      <legend>{t('legend')}</legend>
      <label htmlFor="sui-send-coin" className="account-field__label">
        {t('label')}
      </label>
      <p className="account-field__hint">{t('hint')}</p>
      <div className="check-balance__row">
        <input
          id="sui-send-coin"
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
        <p role="status" data-testid="sui-send-coin">
          {t('sending', { symbol: info.symbol || '?', decimals: info.decimals })}
        </p>
      )}
    </fieldset>
  );
}
