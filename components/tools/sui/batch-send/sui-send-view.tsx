'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { normalizeSuiAddress, type SuiAddress } from '@/chains/sui/address';
import { normalizeSuiCoinType, readSuiCoinMetadata } from '@/chains/sui/balances';
import { SUI_COIN_TYPE_LONG, SUI_DECIMALS } from '@/chains/sui/chain';
import { BatchInput } from '@/components/batch/batch-input';
import { SendAssetPanel } from '@/components/batch/send-asset-panel';
import { SuiWalletPanel } from '@/components/wallet/sui/sui-wallet-panel';
import { useSuiWallet } from '@/components/wallet/sui/use-sui-wallet';
import { SuiWalletError } from '@/components/wallet/sui/wallet-error';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { SuiGraphqlField } from '../rpc/sui-graphql-field';
import { SuiReadError, useSuiErrorText } from '../rpc/sui-read-error';
import { SUI_PROXY_PATH, useSuiGraphql } from '../rpc/use-sui-graphql';
import {
  planSuiSend,
  SuiDryRunError,
  type SuiSendPlan,
  type SuiSendSetup,
  SuiSendShortfallError,
} from './sui-send-plan';
import { SuiSendReview } from './sui-send-review';
import { SuiSendRunSection } from './sui-send-run';
import { useSuiSendRun } from './use-sui-send-run';

export interface SuiSendViewProps {
  /** Sui's mainnet GraphQL, reached through our relay unless the user names their own endpoint. */
  upstream: string;
  /** Receives our fee (SUI_FEE_RECEIVER); null: not configured, nothing is sent. */
  feeReceiver: string | null;
  proxyPath?: string;
  /** Tests: how often a digest's outcome is asked for. */
  pollMs?: number;
}

interface CoinInfo {
  coinType: string;
  symbol: string;
  decimals: number;
}

const SUI_INFO: CoinInfo = { coinType: SUI_COIN_TYPE_LONG, symbol: 'SUI', decimals: SUI_DECIMALS };

type Step =
  | { phase: 'edit' }
  | { phase: 'busy' }
  | { phase: 'review'; plan: SuiSendPlan; setup: SuiSendSetup }
  | { phase: 'failed'; error: unknown };

/** /sui/batch-send-token: SUI or any coin from the connected wallet to many recipients, in PTBs. */
export function SuiSendView({ upstream, feeReceiver, proxyPath = SUI_PROXY_PATH, pollMs }: SuiSendViewProps) {
  const t = useTranslations('suiBatchSendToken');
  const tw = useTranslations('suiWallet');
  const locale = useSiteLocale();
  const api = useSuiGraphql(upstream, proxyPath);
  const graphqlUrl = api.resolveUrl;
  const wallet = useSuiWallet(graphqlUrl);
  const describeRead = useSuiErrorText(locale);
  const [rows, setRows] = useState('');
  const [coinText, setCoinText] = useState('');
  const [info, setInfo] = useState<CoinInfo | null>(SUI_INFO);
  const [coinError, setCoinError] = useState<string | null>(null);
  const [input, setInput] = useState<ValidationResult | null>(null);
  const [step, setStep] = useState<Step>({ phase: 'edit' });
  const { run, prepared, startRun, clearRun } = useSuiSendRun({
    graphqlUrl,
    wallet,
    isApiLoaded: api.isLoaded,
    pollMs,
  });

  // A plan is for the list it was made from: editing the list (or the coin) sends the page back to editing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows or the coin change, and only then.
  useEffect(() => {
    setStep((current) => (current.phase === 'review' ? { phase: 'edit' } : current));
  }, [input, info]);

  const schema = useMemo<RowSchema>(
    () => ({ address: normalizeSuiAddress, amountDecimals: info?.decimals ?? SUI_DECIMALS, duplicates: 'warning' }),
    [info],
  );

  const describe = useCallback(
    (error: unknown): string => {
      if (error instanceof SuiWalletError) return tw(`errors.${error.reason}`);
      if (error instanceof SuiSendShortfallError) {
        const decimals = error.coin === 'sui' ? SUI_DECIMALS : (info?.decimals ?? SUI_DECIMALS);
        return t('errors.shortfall', {
          symbol: error.coin === 'sui' ? 'SUI' : (info?.symbol ?? '?'),
          needed: formatDecimal(error.needed, decimals),
          held: formatDecimal(error.held, decimals),
        });
      }
      if (error instanceof SuiDryRunError) return t('errors.dryRun', { reason: error.reason });
      return describeRead(error);
    },
    [t, tw, info, describeRead],
  );

  async function chooseCoin() {
    setCoinError(null);
    const text = coinText.trim();
    if (text === '') return setInfo(SUI_INFO);
    const coinType = normalizeSuiCoinType(text);
    if (!coinType) return setCoinError(t('coin.invalid'));
    setInfo(null);
    try {
      const metadata = await readSuiCoinMetadata(coinType, { url: graphqlUrl() });
      setInfo({ coinType, symbol: metadata.symbol, decimals: metadata.decimals });
    } catch (error) {
      setCoinError(t('coin.notCoin', { reason: describe(error) }));
    }
  }

  async function review() {
    if (!info || !feeReceiver || !input || input.rows.length === 0) return;
    setStep({ phase: 'busy' });
    try {
      const owner = wallet.connected?.address ?? (await wallet.connect());
      const setup: SuiSendSetup = { url: graphqlUrl(), owner, coinType: info.coinType, feeReceiver };
      const sendRows = input.rows.map((row) => ({ to: row.address as SuiAddress, amount: row.amount ?? 0n }));
      setStep({ phase: 'review', plan: await planSuiSend(setup, sendRows), setup });
    } catch (error) {
      setStep({ phase: 'failed', error });
    }
  }

  if (!feeReceiver) {
    return (
      <article className="send-token">
        <h1>{t('title')}</h1>
        <p className="account-alert account-alert--error" role="alert">
          {t('notConfigured')}
        </p>
      </article>
    );
  }

  const short =
    step.phase === 'review' && (step.plan.suiNeeded > step.plan.suiHeld || step.plan.tokenNeeded > step.plan.tokenHeld);
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SuiGraphqlField api={api} disabled={step.phase === 'busy'} />
      <SuiWalletPanel wallet={wallet} />
      {run ? (
        <SuiSendRunSection run={run} address={wallet.connected?.address} prepared={prepared} onNewBatch={clearRun} />
      ) : (
        <>
          <SendAssetPanel
            namespace="suiBatchSendToken.coin"
            id="sui-send-coin"
            text={coinText}
            onText={setCoinText}
            onUse={() => void chooseCoin()}
            error={coinError}
            info={info}
          />
          {info && <BatchInput schema={schema} onChange={setInput} text={rows} onTextChange={setRows} />}
          {step.phase !== 'review' && (
            <button
              type="button"
              className="button"
              data-testid="sui-send-review-button"
              disabled={!info || !input || input.rows.length === 0 || step.phase === 'busy'}
              onClick={() => void review()}
            >
              {step.phase === 'busy' ? t('reviewing') : t('reviewButton')}
            </button>
          )}
          {step.phase === 'failed' && (
            <SuiReadError
              api={api}
              message={t('failed', { message: describe(step.error) })}
              onRetry={() => void review()}
              testId="sui-send-error"
            />
          )}
          {step.phase === 'review' && info && (
            <>
              <SuiSendReview plan={step.plan} symbol={info.symbol} decimals={info.decimals} />
              <button
                type="button"
                className="button"
                disabled={short}
                data-testid="sui-send-start"
                onClick={() => input && startRun(step.plan, step.setup, input.rows, info)}
              >
                {t('send', { count: step.plan.ptbs.length })}
              </button>
              <button
                type="button"
                className="button account-button--secondary"
                onClick={() => setStep({ phase: 'edit' })}
              >
                {t('edit')}
              </button>
            </>
          )}
        </>
      )}
    </article>
  );
}
