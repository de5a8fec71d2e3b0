'use client';

import { useTranslations } from 'next-intl';
import type { JettonChoice } from './jetton-choice';

export interface AssetPanelProps {
  kind: 'ton' | 'jetton';
  onKind: (kind: 'ton' | 'jetton') => void;
  minterText: string;
  onMinterText: (text: string) => void;
  onUseJetton: () => void;
  isReading: boolean;
  error: string | null;
  jetton: JettonChoice | null;
  onDecimals: (decimals: number) => void;
}

/** TON, or a jetton by its minter address (symbol and decimals read from the chain). */
export function AssetPanel(props: AssetPanelProps) {
  const t = useTranslations('tonBatchSendToken.asset');
  const { kind, jetton } = props;
  return (
    <fieldset className="send-token__panel" data-testid="ton-send-asset">
      <legend>{t('legend')}</legend>
      <label className="account-field__inline">
        <input type="radio" name="ton-asset" checked={kind === 'ton'} onChange={() => props.onKind('ton')} /> TON
      </label>
      <label className="account-field__inline">
        <input type="radio" name="ton-asset" checked={kind === 'jetton'} onChange={() => props.onKind('jetton')} />{' '}
        {t('jetton')}
      </label>
      {kind === 'jetton' && (
        <div className="account-field">
          <label htmlFor="ton-send-minter">{t('minter')}</label>
          <input
            id="ton-send-minter"
            className="account-field__input"
            value={props.minterText}
            placeholder="EQ…"
            spellCheck={false}
            onChange={(event) => props.onMinterText(event.target.value)}
          />
          <button type="button" className="button" disabled={props.isReading} onClick={props.onUseJetton}>
            {props.isReading ? t('reading') : t('use')}
          </button>
          {props.error && (
            <p className="account-alert account-alert--error" role="alert">
              {props.error}
            </p>
          )}
          {jetton && (
            <p className="account-field__hint" data-testid="ton-send-jetton">
              {t('chosen', { symbol: jetton.symbol || '?', decimals: jetton.decimals })}
            </p>
          )}
          {jetton && !jetton.hasOnchainDecimals && (
            <label className="account-field">
              {t('decimals')}
              <input
                type="number"
                min={0}
                max={30}
                className="account-field__input"
                value={jetton.decimals}
                onChange={(event) => props.onDecimals(Number(event.target.value))}
              />
            </label>
          )}
        </div>
      )}
    </fieldset>
  );
}
