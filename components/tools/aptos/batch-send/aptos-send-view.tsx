'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type AptosAddress, normalizeAptosAddress } from '@/chains/aptos/address';
import { aptosAssetKey, parseAptosAsset, readAptosAssetMetadata } from '@/chains/aptos/balances';
import type { AptosSendAsset } from '@/chains/aptos/batch-send';
import { APT_DECIMALS, APTOS_COIN_TYPE } from '@/chains/aptos/chain';
import { BatchInput } from '@/components/batch/batch-input';
import { SendAssetPanel } from '@/components/batch/send-asset-panel';
import { AptosWalletPanel } from '@/components/wallet/aptos/aptos-wallet-panel';
import { useAptosWallet } from '@/components/wallet/aptos/use-aptos-wallet';
import { AptosWalletError } from '@/components/wallet/aptos/wallet-error';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { AptosApiField } from '../rpc/aptos-api-field';
import { AptosReadError, useAptosErrorText } from '../rpc/aptos-read-error';
import { APTOS_PROXY_PATHS, useAptosApi } from '../rpc/use-aptos-api';
import {
  AptosNoAccountError,
  type AptosSendPlan,
  type AptosSendSetup,
  AptosSendShortfallError,
  AptosSimulationError,
  planAptosSend,
} from './aptos-send-plan';
import { AptosSendReview } from './aptos-send-review';
import { AptosSendRunSection } from './aptos-send-run';
import { useAptosSendRun } from './use-aptos-send-run';

export interface AptosSendViewProps {
  /** Aptos Labs' mainnet REST base, reached through our relay unless the user names their own endpoint. */
  upstream: string;
  /** Receives our fee (APTOS_FEE_RECEIVER); null: not configured, nothing is sent. */
  feeReceiver: string | null;
  proxyPaths?: { get: string; post: string };
  /** Tests: how often a transaction's outcome is asked for. */
  pollMs?: number;
}

type Step =
  | { phase: 'edit' }
  | { phase: 'busy' }
  | { phase: 'review'; plan: AptosSendPlan; setup: AptosSendSetup }
  | { phase: 'failed'; error: unknown };

interface AssetInfo {
  asset: AptosSendAsset;
  symbol: string;
  decimals: number;
}

const APT_INFO: AssetInfo = { asset: { kind: 'apt' }, symbol: 'APT', decimals: APT_DECIMALS };

/**
 * /aptos/batch-send-token: APT, a coin or a fungible asset from the connected wallet to many recipients, with the
 * framework's batch entry functions (chains/aptos/batch-send.ts).
 */
export function AptosSendView({ upstream, feeReceiver, proxyPaths = APTOS_PROXY_PATHS, pollMs }: AptosSendViewProps) {
  const t = useTranslations('aptosBatchSendToken');
  const tw = useTranslations('aptosWallet');
  const locale = useSiteLocale();
  const api = useAptosApi(upstream, proxyPaths);
  const wallet = useAptosWallet();
  const describeRead = useAptosErrorText(locale);
  const [rows, setRows] = useState('');
  const [assetText, setAssetText] = useState('');
  const [info, setInfo] = useState<AssetInfo | null>(APT_INFO);
  const [assetError, setAssetError] = useState<string | null>(null);
  const [input, setInput] = useState<ValidationResult | null>(null);
  const [step, setStep] = useState<Step>({ phase: 'edit' });
  const { run, prepared, startRun, clearRun } = useAptosSendRun({
    endpoint: api.resolveEndpoint,
    wallet,
    isApiLoaded: api.isLoaded,
    pollMs,
  });

  // A plan is for the list it was made from: editing the list sends the page back to editing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows change, and only then.
  useEffect(() => {
    setStep((current) => (current.phase === 'review' ? { phase: 'edit' } : current));
  }, [input, info]);

  const schema = useMemo<RowSchema>(
    () => ({ address: normalizeAptosAddress, amountDecimals: info?.decimals ?? APT_DECIMALS, duplicates: 'warning' }),
    [info],
  );

  async function chooseAsset() {
    setAssetError(null);
    const text = assetText.trim();
    if (text === '') return setInfo(APT_INFO);
    const parsed = parseAptosAsset(text);
    if (!parsed) return setAssetError(t('asset.invalid'));
    const key = aptosAssetKey(parsed);
    if (key === APTOS_COIN_TYPE) return setInfo(APT_INFO);
    setInfo(null);
    try {
      const metadata = await readAptosAssetMetadata(key, { endpoint: api.resolveEndpoint() });
      const asset: AptosSendAsset =
        parsed.kind === 'coin' ? { kind: 'coin', coinType: parsed.coinType } : { kind: 'fa', metadata: parsed.fa };
      setInfo({ asset, symbol: metadata.symbol, decimals: metadata.decimals });
    } catch (error) {
      setAssetError(t('asset.notAsset', { reason: describeRead(error) }));
    }
  }

  const total = useMemo(() => (input?.rows ?? []).reduce((sum, row) => sum + (row.amount ?? 0n), 0n), [input]);

  const describe = useCallback(
    (error: unknown): string => {
      if (error instanceof AptosWalletError) return tw(`errors.${error.reason}`);
      if (error instanceof AptosSendShortfallError) {
        return t('errors.shortfall', {
          needed: formatDecimal(error.needed, APT_DECIMALS),
          held: formatDecimal(error.held, APT_DECIMALS),
        });
      }
      if (error instanceof AptosSimulationError) return t('errors.simulation', { reason: error.reason });
      if (error instanceof AptosNoAccountError) return t('errors.noAccount', { address: error.address });
      return describeRead(error);
    },
    [t, tw, describeRead],
  );

  async function review() {
    if (!info || !feeReceiver || !input || input.rows.length === 0) return;
    setStep({ phase: 'busy' });
    try {
      const account = wallet.connected ?? (await wallet.connect());
      const setup: AptosSendSetup = {
        endpoint: api.resolveEndpoint(),
        owner: account.address as AptosAddress,
        publicKey: account.publicKey,
        feeReceiver: feeReceiver as AptosAddress,
        asset: info.asset,
      };
      const sendRows = input.rows.map((row) => ({ to: row.address as AptosAddress, amount: row.amount ?? 0n }));
      setStep({ phase: 'review', plan: await planAptosSend(setup, sendRows), setup });
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
    step.phase === 'review' && (step.plan.needed > step.plan.held || step.plan.tokenNeeded > step.plan.tokenHeld);
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <AptosApiField api={api} disabled={step.phase === 'busy'} />
      <AptosWalletPanel wallet={wallet} />
      {run ? (
        <AptosSendRunSection
          run={run}
          address={wallet.connected?.address}
          prepared={prepared}
          onNewBatch={clearRun}
          signerFor={wallet.signerFor}
          pollMs={pollMs}
        />
      ) : (
        <>
          <SendAssetPanel
            namespace="aptosBatchSendToken.asset"
            id="aptos-send-asset"
            text={assetText}
            onText={setAssetText}
            onUse={() => void chooseAsset()}
            error={assetError}
            info={info}
          />
          {info && <BatchInput schema={schema} onChange={setInput} text={rows} onTextChange={setRows} />}
          {info && input && input.rows.length > 0 && (
            <p className="account-field__hint" data-testid="aptos-send-sum">
              {t('sum', { count: input.rows.length, amount: formatDecimal(total, info.decimals), symbol: info.symbol })}
            </p>
          )}
          {step.phase !== 'review' && (
            <button
              type="button"
              className="button"
              data-testid="aptos-send-review-button"
              disabled={!info || !input || input.rows.length === 0 || step.phase === 'busy'}
              onClick={() => void review()}
            >
              {step.phase === 'busy' ? t('reviewing') : t('reviewButton')}
            </button>
          )}
          {step.phase === 'failed' && (
            <AptosReadError
              api={api}
              message={t('failed', { message: describe(step.error) })}
              onRetry={() => void review()}
              testId="aptos-send-error"
            />
          )}
          {step.phase === 'review' && info && (
            <>
              <AptosSendReview plan={step.plan} symbol={info.symbol} decimals={info.decimals} />
              <button
                type="button"
                className="button"
                disabled={short}
                data-testid="aptos-send-start"
                onClick={() => input && startRun(step.plan, step.setup, input.rows, info)}
              >
                {t('send', { count: step.plan.transactions.length })}
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
