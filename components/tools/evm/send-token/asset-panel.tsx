'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { localizeError } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import { NotATokenError } from './read-chain';

/** The token as read (symbol and decimals without a wallet; balance and allowance with one) and the wallet's coins. */
export interface AssetReading {
  nativeBalance?: bigint;
  token?: { symbol: string; decimals: number; balance?: bigint; allowance?: bigint };
}

export type AssetKind = 'native' | 'erc20';

export interface AssetPanelProps {
  locale: Locale;
  chain: string;
  native: { symbol: string; decimals: number };
  kind: AssetKind;
  onKind: (kind: AssetKind) => void;
  tokenText: string;
  onTokenText: (text: string) => void;
  /** Text typed that is no address. */
  isTokenInvalid: boolean;
  reading: { data?: AssetReading; error: unknown; isLoading: boolean };
  /** A wallet on this chain: its balances are read. Without one the page says when they will be. */
  hasWallet?: boolean;
}

function TokenStatus({
  reading,
  isTokenInvalid,
  locale,
}: Pick<AssetPanelProps, 'reading' | 'isTokenInvalid' | 'locale'>) {
  const t = useTranslations('batchSendToken.asset');
  if (isTokenInvalid) return <p className="account-field__error">{t('invalidAddress')}</p>;
  if (reading.error) {
    return (
      <p className="account-field__error" role="alert">
        {reading.error instanceof NotATokenError
          ? t('notToken')
          : t('readError', { message: localizeError(reading.error, locale) })}
      </p>
    );
  }
  const token = reading.data?.token;
  if (token) {
    return (
      <p className="account-field__hint" data-token-symbol={token.symbol}>
        {t('tokenInfo', { symbol: token.symbol || '?', decimals: token.decimals })}
      </p>
    );
  }
  return reading.isLoading ? <p className="account-field__hint">{t('loading')}</p> : null;
}

/** The native coin, or an ERC-20 by contract address; what the wallet holds of it is read and shown. */
export function AssetPanel(props: AssetPanelProps) {
  const {
    locale,
    chain,
    native,
    kind,
    onKind,
    tokenText,
    onTokenText,
    isTokenInvalid,
    reading,
    hasWallet = true,
  } = props;
  const t = useTranslations('batchSendToken.asset');
  const id = useId();
  const token = reading.data?.token;
  const nativeBalance = reading.data?.nativeBalance;
  return (
    <fieldset className="send-token__panel">
      <legend>{t('legend')}</legend>
      <div className="send-token__choices">
        <label className="send-token__choice">
          <input type="radio" name={`${id}-kind`} checked={kind === 'native'} onChange={() => onKind('native')} />
          {t('native', { symbol: native.symbol })}
        </label>
        <label className="send-token__choice">
          <input type="radio" name={`${id}-kind`} checked={kind === 'erc20'} onChange={() => onKind('erc20')} />
          {t('token')}
        </label>
      </div>
      {kind === 'erc20' && (
        <div className="account-field">
          <label htmlFor={`${id}-token`} className="account-field__label">
            {t('tokenLabel')}
          </label>
          <p id={`${id}-token-hint`} className="account-field__hint">
            {t('tokenHint', { chain })}
          </p>
          <input
            id={`${id}-token`}
            className="account-field__input send-token__mono"
            aria-describedby={`${id}-token-hint`}
            aria-invalid={isTokenInvalid}
            spellCheck={false}
            autoComplete="off"
            placeholder="0x…"
            value={tokenText}
            onChange={(event) => onTokenText(event.target.value)}
          />
          <TokenStatus reading={reading} isTokenInvalid={isTokenInvalid} locale={locale} />
        </div>
      )}
      {kind === 'erc20' && token?.balance !== undefined && (
        <p className="send-token__balance" data-balance="token">
          {t('balance', { amount: formatDecimal(token.balance, token.decimals), symbol: token.symbol || '?' })}
        </p>
      )}
      {nativeBalance !== undefined && (
        <p className="send-token__balance" data-balance="native">
          {t(kind === 'native' ? 'balance' : 'nativeBalance', {
            amount: formatDecimal(nativeBalance, native.decimals),
            symbol: native.symbol,
          })}
        </p>
      )}
      {!hasWallet && <p className="account-field__hint">{t('balanceLater')}</p>}
    </fieldset>
  );
}
