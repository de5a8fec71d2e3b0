'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { InvalidSolanaMintError } from '@/chains/solana/token-accounts';
import { TransferHookNotSupportedError } from '@/chains/solana/transfers';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import { localizeError } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import type { SendAssetState } from './read-asset';

export type AssetKind = 'sol' | 'token';

export interface AssetPanelProps {
  locale: Locale;
  kind: AssetKind;
  onKind: (kind: AssetKind) => void;
  mintText: string;
  onMintText: (text: string) => void;
  /** Text typed that is no Solana address. */
  isMintInvalid: boolean;
  /** Balances are read only once a wallet is connected; until then the panel says so. */
  isConnected: boolean;
  reading: { data?: SendAssetState; error: unknown; isLoading: boolean };
  /** A failed read: the RPC named, Retry and another RPC offered in place. */
  readError?: { rpc: SolanaRpcChoice; onRetry: () => void };
}

/** A read that failed for a reason of the chain's (not a mint, a transfer hook) is no RPC trouble: no retry offered. */
function ReadError({ error, locale, readError }: { error: unknown } & Pick<AssetPanelProps, 'locale' | 'readError'>) {
  const t = useTranslations('solanaBatchSend.asset');
  if (error instanceof TransferHookNotSupportedError || error instanceof InvalidSolanaMintError || !readError) {
    let message = t('readError', { message: localizeError(error, locale) });
    if (error instanceof TransferHookNotSupportedError) message = t('transferHook');
    else if (error instanceof InvalidSolanaMintError) message = t('notMint');
    return (
      <p className="account-field__error" role="alert">
        {message}
      </p>
    );
  }
  return (
    <RpcReadError
      rpc={readError.rpc}
      message={t('readError', { message: localizeError(error, locale) })}
      onRetry={readError.onRetry}
      testId="solana-send-read-error"
    />
  );
}

function MintStatus({
  reading,
  isMintInvalid,
  locale,
  readError,
}: Pick<AssetPanelProps, 'reading' | 'isMintInvalid' | 'locale' | 'readError'>) {
  const t = useTranslations('solanaBatchSend.asset');
  if (isMintInvalid) return <p className="account-field__error">{t('invalidMint')}</p>;
  const { error, data } = reading;
  if (error) return <ReadError error={error} locale={locale} readError={readError} />;
  if (data?.mint) {
    const { symbol, decimals, program, transferFeeBasisPoints } = data.mint;
    return (
      <>
        <p className="account-field__hint" data-token-symbol={symbol}>
          {t('tokenInfo', { symbol: symbol || '?', decimals, program: t(`program.${program}`) })}
        </p>
        {transferFeeBasisPoints !== undefined && transferFeeBasisPoints > 0 && (
          <p className="account-alert account-alert--notice">
            {t('transferFee', { percent: formatDecimal(BigInt(transferFeeBasisPoints), 2) })}
          </p>
        )}
      </>
    );
  }
  return reading.isLoading ? <p className="account-field__hint">{t('loading')}</p> : null;
}

/** SOL, or a token by its mint (SPL Token or Token-2022); what the wallet holds of it, and of SOL for fees, is shown. */
export function AssetPanel(props: AssetPanelProps) {
  const { locale, kind, onKind, mintText, onMintText, isMintInvalid, isConnected, reading, readError } = props;
  const t = useTranslations('solanaBatchSend.asset');
  const id = useId();
  const state = reading.data;
  return (
    <fieldset className="send-token__panel" data-testid="solana-send-asset">
      <legend>{t('legend')}</legend>
      <div className="send-token__choices">
        <label className="send-token__choice">
          <input type="radio" name={`${id}-kind`} checked={kind === 'sol'} onChange={() => onKind('sol')} />
          {t('sol')}
        </label>
        <label className="send-token__choice">
          <input type="radio" name={`${id}-kind`} checked={kind === 'token'} onChange={() => onKind('token')} />
          {t('token')}
        </label>
      </div>
      {kind === 'token' && (
        <div className="account-field">
          <label htmlFor={`${id}-mint`} className="account-field__label">
            {t('mintLabel')}
          </label>
          <p id={`${id}-mint-hint`} className="account-field__hint">
            {t('mintHint')}
          </p>
          <input
            id={`${id}-mint`}
            className="account-field__input send-token__mono"
            data-testid="solana-send-mint"
            aria-describedby={`${id}-mint-hint`}
            aria-invalid={isMintInvalid}
            spellCheck={false}
            autoComplete="off"
            value={mintText}
            onChange={(event) => onMintText(event.target.value)}
          />
          <MintStatus reading={reading} isMintInvalid={isMintInvalid} locale={locale} readError={readError} />
        </div>
      )}
      {kind === 'sol' && reading.error !== null && reading.error !== undefined && (
        <ReadError error={reading.error} locale={locale} readError={readError} />
      )}
      {!isConnected && (kind === 'sol' || state?.mint) && (
        <p className="account-field__hint" data-testid="solana-send-balance-later">
          {t('balanceLater')}
        </p>
      )}
      {state?.balance !== undefined && (kind === 'sol' || state.mint) && (
        <p className="send-token__balance" data-balance="asset" data-testid="solana-send-balance">
          {t('balance', { amount: formatDecimal(state.balance, state.decimals), symbol: state.symbol || '?' })}
        </p>
      )}
      {state?.mint && state.solBalance !== undefined && (
        <p className="send-token__balance" data-balance="sol">
          {t('solBalance', { amount: formatDecimal(state.solBalance, 9) })}
        </p>
      )}
    </fieldset>
  );
}
