'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { checkSuiAddress, type SuiAddress } from '@/chains/sui/address';
import { normalizeSuiCoinType, readSuiCoinMetadata } from '@/chains/sui/balances';
import { SUI_COIN_TYPE_LONG, SUI_DECIMALS } from '@/chains/sui/chain';
import { suiBatchCollectionFeeMist } from '@/chains/sui/fees';
import { readSuiReferenceGasPrice } from '@/chains/sui/send';
import { downloadCsv } from '@/components/batch/download-csv';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { SECRET_INPUT_PROPS } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { SuiGraphqlField } from '../rpc/sui-graphql-field';
import { SuiReadError, useSuiErrorText } from '../rpc/sui-read-error';
import { SUI_PROXY_PATH, useSuiGraphql } from '../rpc/use-sui-graphql';
import { CollectionTable } from './collection-table';
import type { SuiCollectionSetup, SuiWalletPlan } from './engine';
import type { SuiKeyLineIssue, SuiSourceWallet } from './key-lines';
import { type SuiCollectedCoinInfo, type SuiWalletRun, suiCollectionResultsCsv } from './results-csv';
import { forgetSweeps, readSentSweeps, rememberSweep } from './sent-store';

export interface SuiCollectionViewProps {
  upstream: string;
  /** Receives our fee (SUI_FEE_RECEIVER); null: not configured. */
  feeReceiver: string | null;
  proxyPath?: string;
}

export interface SuiCollectionReview {
  setup: SuiCollectionSetup;
  plans: SuiWalletPlan[];
  coins: SuiCollectedCoinInfo[];
  /** Wallets this browser swept before to the same destination (address → digest): asked on chain first. */
  resumed: Record<string, string>;
}

type RunErrorCode = 'noGas' | 'dryRunFailed' | 'funderShort' | 'funderEmpty' | 'failedOnChain';

type Phase = { step: 'edit' } | { step: 'busy' } | { step: 'failed'; error: unknown } | { step: 'review' };

const PLAN_CONCURRENCY = 4;

/**
 * The PTB builder, signing and sending (@mysten/sui/transactions and its BCS: most of the page's weight) load when the
 * user asks for a review, not with the page.
 */
const loadEngine = () => import('./engine');

/** Sui's key modules (@mysten/sui/cryptography and ed25519, ≈ 450 KiB gzip) load once keys are typed, not with the page. */
type KeyModule = typeof import('./key-lines');
const loadKeys = () => import('./key-lines');
const NO_KEYS: { wallets: SuiSourceWallet[]; issues: SuiKeyLineIssue[] } = { wallets: [], issues: [] };

async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const sui = (value: bigint) => formatDecimal(value, SUI_DECIMALS);

/** /sui/batch-collection-token: SUI and coins swept from many pasted-key wallets to one address. */
export function SuiCollectionView({ upstream, feeReceiver, proxyPath = SUI_PROXY_PATH }: SuiCollectionViewProps) {
  const t = useTranslations('suiBatchCollectionToken');
  const locale = useSiteLocale();
  const api = useSuiGraphql(upstream, proxyPath);
  const describeError = useSuiErrorText(locale);
  // Keys live in this component's state only: no draft, no storage.
  const [keysText, setKeysText] = useState('');
  const [funderText, setFunderText] = useState('');
  const [destinationText, setDestinationText] = useState('');
  const [sweepSui, setSweepSui] = useState(true);
  const [coinsText, setCoinsText] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'edit' });
  const [review, setReview] = useState<SuiCollectionReview | null>(null);
  const [runs, setRuns] = useState<Map<string, SuiWalletRun>>(new Map());
  const [runError, setRunError] = useState<string | null>(null);
  const [isRunning, setRunning] = useState(false);

  // A mnemonic line derives its accounts (PBKDF2 + SLIP-10): once per text, not on every render of a run.
  const [keyModule, setKeyModule] = useState<KeyModule | null>(null);
  const hasSecrets = keysText.trim() !== '' || funderText.trim() !== '';
  useEffect(() => {
    if (hasSecrets && !keyModule) void loadKeys().then(setKeyModule);
  }, [hasSecrets, keyModule]);
  const parsed = useMemo(
    () => (keyModule ? keyModule.parseSuiCollectionKeys(keysText) : NO_KEYS),
    [keyModule, keysText],
  );
  const funder =
    funderText.trim() === '' || !keyModule ? undefined : keyModule.normalizeSuiPrivateKey(funderText.trim());
  const isFunderInvalid = funderText.trim() !== '' && keyModule !== null && funder === undefined;
  const destination = checkSuiAddress(destinationText);
  const coinLines = coinsText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const coinTypes = coinLines.map((line) => normalizeSuiCoinType(line));
  const badCoin = coinLines.find((_, index) => !coinTypes[index] || coinTypes[index] === SUI_COIN_TYPE_LONG);
  const isDestinationInvalid = destinationText.trim() !== '' && !destination.ok;
  const isSourceDestination = destination.ok && parsed.wallets.some((wallet) => wallet.address === destination.address);
  const canReview =
    parsed.wallets.length > 0 &&
    destination.ok &&
    !isSourceDestination &&
    !isFunderInvalid &&
    badCoin === undefined &&
    (sweepSui || coinLines.length > 0) &&
    phase.step !== 'busy' &&
    !isRunning;

  const issueText = (issue: (typeof parsed.issues)[number]) =>
    issue.code === 'duplicate' ? t('issue.duplicate', { line: issue.firstLine ?? 0 }) : t(`issue.${issue.code}`);

  async function plan() {
    if (!canReview || !destination.ok || !feeReceiver) return;
    setPhase({ step: 'busy' });
    setRunError(null);
    try {
      const graphql = { url: api.resolveUrl() };
      const longTypes = [...new Set(coinTypes as string[])];
      const coins: SuiCollectedCoinInfo[] = [];
      for (const coinType of longTypes) {
        const metadata = await readSuiCoinMetadata(coinType, graphql);
        coins.push({ coinType, symbol: metadata.symbol, decimals: metadata.decimals });
      }
      const setup: SuiCollectionSetup = {
        graphql,
        destination: destination.address,
        feeReceiver: feeReceiver as SuiAddress,
        sweepSui,
        coinTypes: longTypes,
        gasPrice: await readSuiReferenceGasPrice(graphql),
        feeMist: suiBatchCollectionFeeMist(),
      };
      const { planSuiWallet } = await loadEngine();
      const plans = await mapBounded(parsed.wallets, PLAN_CONCURRENCY, (wallet) => planSuiWallet(setup, wallet));
      const sent = readSentSweeps(destination.address);
      const resumed = Object.fromEntries(
        parsed.wallets.filter((wallet) => sent[wallet.address]).map((wallet) => [wallet.address, sent[wallet.address]]),
      );
      setReview({ setup, plans, coins, resumed });
      setRuns(new Map());
      setPhase({ step: 'review' });
    } catch (error) {
      setPhase({ step: 'failed', error });
    }
  }

  function runErrorText(error: unknown): string {
    if (error instanceof Error && error.name === 'SuiCollectionRunError') {
      return t(`runError.${(error as Error & { code: RunErrorCode }).code}`);
    }
    return describeError(error);
  }

  async function collect(current: SuiCollectionReview, only?: ReadonlySet<string>) {
    const next = new Map(runs);
    const update = (address: string, run: SuiWalletRun) => {
      next.set(address, run);
      setRuns(new Map(next));
    };
    const secrets = new Map(parsed.wallets.map((wallet) => [wallet.address, wallet]));
    const chosen = current.plans.filter(
      (plan) => (plan.state === 'ready' || plan.state === 'topUp') && (!only || only.has(plan.address)),
    );
    setRunning(true);
    setRunError(null);
    try {
      const { sendSuiTopUps, sweepSuiWallet } = await loadEngine();
      // Top-ups first, from the funding key: only wallets that still wait for theirs.
      const topUps = chosen.filter((plan) => plan.state === 'topUp' && !next.get(plan.address)?.topUpDigest);
      if (topUps.length > 0) {
        if (!funder) {
          for (const plan of topUps) update(plan.address, { status: 'skipped', error: t('runError.noFunder') });
        } else {
          try {
            const sent = await sendSuiTopUps(
              current.setup,
              funder,
              topUps.map((plan) => ({ address: plan.address, amount: plan.topUp })),
            );
            const digest = sent[sent.length - 1]?.digest;
            for (const plan of topUps) update(plan.address, { status: 'pending', topUpDigest: digest });
          } catch (error) {
            const text = runErrorText(error);
            setRunError(t('topUpFailed', { message: text }));
            for (const plan of topUps) update(plan.address, { status: 'failed', error: text });
          }
        }
      }
      for (const plan of chosen) {
        const before = next.get(plan.address);
        if (plan.state === 'topUp' && !before?.topUpDigest) continue;
        const wallet = secrets.get(plan.address);
        if (!wallet) continue;
        update(plan.address, { ...before, status: 'running', error: undefined });
        const previous = before?.digest ?? current.resumed[plan.address];
        try {
          const outcome = await sweepSuiWallet(current.setup, wallet, previous, (digest) => {
            rememberSweep(current.setup.destination, plan.address, digest);
            next.set(plan.address, { ...next.get(plan.address), status: 'running', digest });
          });
          update(plan.address, {
            ...next.get(plan.address),
            status: outcome.state === 'done' ? 'done' : 'skipped',
            digest: outcome.digest,
            error: outcome.alreadyOnChain ? t('alreadyOnChain') : undefined,
          });
        } catch (error) {
          const digest = (error as { digest?: string }).digest ?? next.get(plan.address)?.digest;
          update(plan.address, { ...next.get(plan.address), status: 'failed', digest, error: runErrorText(error) });
        }
      }
    } finally {
      setRunning(false);
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

  const failed = new Set([...runs].filter(([, run]) => run.status === 'failed').map(([address]) => address));
  const swept = review?.plans.filter((plan) => plan.state === 'ready' || plan.state === 'topUp') ?? [];
  const needsFunder = review?.plans.filter((plan) => plan.state === 'topUp') ?? [];
  const feeMist = suiBatchCollectionFeeMist();
  const doneCount = swept.filter((plan) => runs.get(plan.address)?.status === 'done').length;

  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <KeyNotice />
      <SuiGraphqlField api={api} disabled={isRunning} />
      <section className="send-token__panel">
        <SecretTextarea
          label={t('keys.label')}
          hint={t('keys.hint')}
          value={keysText}
          onChange={setKeysText}
          disabled={isRunning}
          status={t('keys.status', { count: parsed.wallets.length, invalid: parsed.issues.length })}
        />
        <IssueList issues={parsed.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
        <label htmlFor="sui-collection-funder" className="account-field__label">
          {t('funder.label')}
        </label>
        <p className="account-field__hint">{t('funder.hint')}</p>
        <input
          id="sui-collection-funder"
          type="password"
          className="account-field__input check-balance__mono"
          value={funderText}
          disabled={isRunning}
          aria-invalid={isFunderInvalid}
          onChange={(event) => setFunderText(event.target.value)}
          {...SECRET_INPUT_PROPS}
        />
        {isFunderInvalid && (
          <p className="account-field__error" role="alert">
            {t('funder.invalid')}
          </p>
        )}
        {funder && keyModule && (
          <p className="account-field__hint">
            {t('funder.address', { address: keyModule.suiAddressFromPrivateKey(funder) })}
          </p>
        )}
        <label htmlFor="sui-collection-destination" className="account-field__label">
          {t('destination.label')}
        </label>
        <input
          id="sui-collection-destination"
          className="account-field__input check-balance__mono"
          spellCheck={false}
          value={destinationText}
          disabled={isRunning}
          aria-invalid={isDestinationInvalid || isSourceDestination}
          onChange={(event) => setDestinationText(event.target.value)}
        />
        {(isDestinationInvalid || isSourceDestination) && (
          <p className="account-field__error" role="alert">
            {isDestinationInvalid ? t('destination.invalid') : t('destination.isSource')}
          </p>
        )}
        <label className="check-balance__check">
          <input
            type="checkbox"
            checked={sweepSui}
            disabled={isRunning}
            onChange={(event) => setSweepSui(event.target.checked)}
          />
          {t('sweepSui')}
        </label>
        <label htmlFor="sui-collection-coins" className="account-field__label">
          {t('coins.label')}
        </label>
        <p className="account-field__hint">{t('coins.hint')}</p>
        <textarea
          id="sui-collection-coins"
          className="account-field__input check-balance__mono"
          rows={3}
          spellCheck={false}
          value={coinsText}
          disabled={isRunning}
          onChange={(event) => setCoinsText(event.target.value)}
        />
        {badCoin !== undefined && (
          <p className="account-field__error" role="alert">
            {t('coins.invalid', { coin: badCoin })}
          </p>
        )}
        <button type="button" className="button" disabled={!canReview} onClick={() => void plan()}>
          {phase.step === 'busy' ? t('reviewing') : t('review')}
        </button>
      </section>
      {phase.step === 'failed' && (
        <SuiReadError
          api={api}
          message={t('failed', { message: describeError(phase.error) })}
          onRetry={() => void plan()}
          testId="sui-collection-error"
        />
      )}
      {phase.step === 'review' && review && (
        <section className="send-token__panel" data-testid="sui-collection-review">
          <h2>{t('plan.title')}</h2>
          <p data-testid="sui-collection-totals">
            {t('plan.totals', {
              wallets: swept.length,
              sui: sui(swept.reduce((total, plan) => total + plan.suiAtLeast, 0n)),
              topUps: sui(needsFunder.reduce((total, plan) => total + plan.topUp, 0n)),
              gas: sui(swept.reduce((total, plan) => total + plan.gasBudget, 0n)),
              fees: sui(feeMist * BigInt(swept.length)),
            })}
          </p>
          <p className="account-card__muted">{t('plan.explain')}</p>
          {needsFunder.length > 0 && !funder && (
            <p className="account-alert account-alert--error" role="alert" data-testid="sui-collection-no-funder">
              {t('plan.noFunder', {
                count: needsFunder.length,
                total: sui(needsFunder.reduce((total, plan) => total + plan.topUp, 0n)),
              })}
            </p>
          )}
          {Object.keys(review.resumed).length > 0 && (
            <p className="account-alert" role="status" data-testid="sui-collection-resumed">
              {t('plan.resumed', { count: Object.keys(review.resumed).length })}
              <button
                type="button"
                className="button button--small account-button--secondary"
                disabled={isRunning}
                onClick={() => {
                  forgetSweeps(review.setup.destination);
                  setReview({ ...review, resumed: {} });
                }}
              >
                {t('plan.forget')}
              </button>
            </p>
          )}
          <CollectionTable review={review} runs={runs} />
          {runError && (
            <p className="account-alert account-alert--error" role="alert">
              {runError}
            </p>
          )}
          <div className="check-balance__row">
            <button
              type="button"
              className="button"
              disabled={isRunning || swept.length === 0 || runs.size > 0}
              onClick={() => void collect(review)}
            >
              {isRunning ? t('running') : t('start', { count: swept.length })}
            </button>
            <button
              type="button"
              className="button account-button--secondary"
              disabled={isRunning || failed.size === 0}
              onClick={() => void collect(review, failed)}
            >
              {t('retry', { count: failed.size })}
            </button>
            <button
              type="button"
              className="button account-button--secondary"
              disabled={isRunning}
              onClick={() =>
                downloadCsv(
                  'sui-collection.csv',
                  suiCollectionResultsCsv(review.plans, runs, review.coins, review.setup.feeMist),
                )
              }
            >
              {t('export')}
            </button>
          </div>
          {swept.length > 0 && doneCount === swept.length && (
            <p role="status" data-testid="sui-collection-done">
              {t('done', { count: doneCount })}
            </p>
          )}
        </section>
      )}
    </article>
  );
}
