'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { type AptosAddress, checkAptosAddress } from '@/chains/aptos/address';
import { aptosAssetKey, parseAptosAsset, readAptosAssetMetadata } from '@/chains/aptos/balances';
import { APT_DECIMALS, APTOS_COIN_TYPE } from '@/chains/aptos/chain';
import { aptosBatchCollectionFeeOctas } from '@/chains/aptos/fees';
import { downloadCsv } from '@/components/batch/download-csv';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { SECRET_INPUT_PROPS } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { AptosApiField } from '../rpc/aptos-api-field';
import { AptosReadError, useAptosErrorText } from '../rpc/aptos-read-error';
import { APTOS_PROXY_PATHS, useAptosApi } from '../rpc/use-aptos-api';
import { CollectionTable } from './collection-table';
import type { AptosCollectedToken, AptosCollectionSetup, AptosWalletPlan } from './engine';
import type { AptosKeyLineIssue, AptosSourceWallet } from './key-lines';
import { type AptosWalletRun, aptosCollectionResultsCsv } from './results-csv';
import { forgetSweeps, readSentSweeps, rememberSweep } from './sent-store';

export interface AptosCollectionViewProps {
  upstream: string;
  /** Receives our fee (APTOS_FEE_RECEIVER); null: not configured. */
  feeReceiver: string | null;
  proxyPaths?: { get: string; post: string };
  /** How often a transaction's outcome is asked (tests ask faster). */
  pollMs?: number;
}

export interface AptosCollectionReview {
  setup: AptosCollectionSetup;
  plans: AptosWalletPlan[];
  /** Wallets this browser swept before to the same destination (address → APT sweep hash): asked on chain first. */
  resumed: Record<string, string>;
  /** Planned with a funding key: wallets short of APT are priced for their top-up and swept after it. */
  funded: boolean;
}

type RunErrorCode =
  | 'noAccount'
  | 'needsTopUp'
  | 'simulationFailed'
  | 'failedOnChain'
  | 'notLanded'
  | 'funderShort'
  | 'funderNoAccount'
  | 'needsFunder';

type Phase = { step: 'edit' } | { step: 'busy' } | { step: 'failed'; error: unknown } | { step: 'review' };

const PLAN_CONCURRENCY = 4;

/** Building, signing and sending (@aptos-labs/ts-sdk's BCS and ed25519) load when a review is asked for. */
const loadEngine = () => import('./engine');
/** The key modules (the SDK's ed25519, SLIP-10, BIP39) load once keys are typed, not with the page. */
type KeyModule = typeof import('./key-lines');
const loadKeys = () => import('./key-lines');
const NO_KEYS: { wallets: AptosSourceWallet[]; issues: AptosKeyLineIssue[] } = { wallets: [], issues: [] };

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

const apt = (value: bigint) => formatDecimal(value, APT_DECIMALS);

/** /aptos/batch-collection-token: APT and tokens swept from many pasted-key wallets to one address. */
export function AptosCollectionView({
  upstream,
  feeReceiver,
  proxyPaths = APTOS_PROXY_PATHS,
  pollMs,
}: AptosCollectionViewProps) {
  const t = useTranslations('aptosBatchCollectionToken');
  const locale = useSiteLocale();
  const api = useAptosApi(upstream, proxyPaths);
  const describeError = useAptosErrorText(locale);
  // Keys live in this component's state only: no draft, no storage.
  const [keysText, setKeysText] = useState('');
  const [funderText, setFunderText] = useState('');
  const [destinationText, setDestinationText] = useState('');
  const [tokensText, setTokensText] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'edit' });
  const [review, setReview] = useState<AptosCollectionReview | null>(null);
  const [runs, setRuns] = useState<Map<string, AptosWalletRun>>(new Map());
  const [isRunning, setRunning] = useState(false);

  const [keyModule, setKeyModule] = useState<KeyModule | null>(null);
  const hasSecrets = keysText.trim() !== '' || funderText.trim() !== '';
  useEffect(() => {
    if (hasSecrets && !keyModule) void loadKeys().then(setKeyModule);
  }, [hasSecrets, keyModule]);
  const parsed = useMemo(
    () => (keyModule ? keyModule.parseAptosCollectionKeys(keysText) : NO_KEYS),
    [keyModule, keysText],
  );
  const funder =
    funderText.trim() === '' || !keyModule ? undefined : keyModule.normalizeAptosPrivateKey(funderText.trim());
  const isFunderInvalid = funderText.trim() !== '' && keyModule !== null && funder === undefined;
  const destination = checkAptosAddress(destinationText);
  const tokenLines = tokensText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const assets = tokenLines.map((line) => parseAptosAsset(line));
  const badToken = tokenLines.find(
    (_, index) =>
      !assets[index] || aptosAssetKey(assets[index] as NonNullable<(typeof assets)[number]>) === APTOS_COIN_TYPE,
  );
  const isDestinationInvalid = destinationText.trim() !== '' && !destination.ok;
  const isSourceDestination = destination.ok && parsed.wallets.some((wallet) => wallet.address === destination.address);
  const canReview =
    parsed.wallets.length > 0 &&
    destination.ok &&
    !isSourceDestination &&
    badToken === undefined &&
    !isFunderInvalid &&
    phase.step !== 'busy' &&
    !isRunning;

  const issueText = (issue: AptosKeyLineIssue) =>
    issue.code === 'duplicate' ? t('issue.duplicate', { line: issue.firstLine ?? 0 }) : t(`issue.${issue.code}`);

  async function plan() {
    if (!canReview || !destination.ok || !feeReceiver) return;
    setPhase({ step: 'busy' });
    try {
      const endpoint = api.resolveEndpoint();
      const tokens: AptosCollectedToken[] = [];
      const seen = new Set<string>();
      for (const asset of assets) {
        if (!asset) continue;
        const key = aptosAssetKey(asset);
        if (seen.has(key)) continue;
        seen.add(key);
        const metadata = await readAptosAssetMetadata(key, { endpoint });
        tokens.push({
          key,
          asset:
            asset.kind === 'coin' ? { kind: 'coin', coinType: asset.coinType } : { kind: 'fa', metadata: asset.fa },
          symbol: metadata.symbol,
          decimals: metadata.decimals,
        });
      }
      const setup: AptosCollectionSetup = {
        endpoint,
        destination: destination.address,
        feeReceiver: feeReceiver as AptosAddress,
        tokens,
        pollMs,
      };
      const { planAptosWallet, readAptosHoldings } = await loadEngine();
      const holdings = await readAptosHoldings(
        setup,
        parsed.wallets.map((wallet) => wallet.address),
      );
      const plans = await mapBounded(parsed.wallets, PLAN_CONCURRENCY, (wallet) =>
        planAptosWallet(
          setup,
          wallet,
          holdings.get(wallet.address) ?? { apt: 0n, tokens: tokens.map(() => 0n) },
          funder,
        ),
      );
      const sent = readSentSweeps(destination.address);
      const resumed = Object.fromEntries(
        parsed.wallets.filter((wallet) => sent[wallet.address]).map((wallet) => [wallet.address, sent[wallet.address]]),
      );
      setReview({ setup, plans, resumed, funded: funder !== undefined });
      setRuns(new Map());
      setPhase({ step: 'review' });
    } catch (error) {
      setPhase({ step: 'failed', error });
    }
  }

  function runErrorText(error: unknown): string {
    if (error instanceof Error && error.name === 'AptosCollectionRunError') {
      return t(`runError.${(error as Error & { code: RunErrorCode }).code}`);
    }
    return describeError(error);
  }

  async function collect(current: AptosCollectionReview, only?: ReadonlySet<string>) {
    const next = new Map(runs);
    const update = (address: string, run: AptosWalletRun) => {
      next.set(address, run);
      setRuns(new Map(next));
    };
    const secrets = new Map(parsed.wallets.map((wallet) => [wallet.address, wallet]));
    const chosen = current.plans.filter(
      (plan) => (plan.state === 'ready' || plan.state === 'topUp') && (!only || only.has(plan.address)),
    );
    setRunning(true);
    try {
      const { sweepAptosWallet, topUpAptosWallets } = await loadEngine();
      // Top-ups first, from the funding key: only wallets still waiting for theirs.
      const waiting = chosen.filter((plan) => plan.state === 'topUp' && !next.get(plan.address)?.topUpHash);
      // A top-up priced without the funding key (shortfall unknown) asks for a review with it.
      for (const plan of waiting.filter((plan) => plan.shortfall === 0n || !funder)) {
        update(plan.address, { status: 'skipped', error: t(funder ? 'runError.needsFunder' : 'runError.noFunder') });
      }
      const topUps = funder ? waiting.filter((plan) => plan.shortfall > 0n) : [];
      if (topUps.length > 0 && funder) {
        for (const plan of topUps) update(plan.address, { status: 'running', error: undefined });
        try {
          const { rowHashes } = await topUpAptosWallets(
            current.setup,
            funder,
            topUps.map((plan) => ({ address: plan.address, amount: plan.shortfall })),
          );
          for (const [index, plan] of topUps.entries()) {
            update(plan.address, { status: 'running', topUpHash: rowHashes[index] });
          }
        } catch (error) {
          const text = runErrorText(error);
          for (const plan of topUps) update(plan.address, { status: 'failed', error: text });
        }
      }
      for (const plan of chosen) {
        const wallet = secrets.get(plan.address);
        if (!wallet) continue;
        const before = next.get(plan.address);
        if (plan.state === 'topUp' && !before?.topUpHash) continue;
        update(plan.address, { ...before, status: 'running', error: undefined });
        // A retry or a resumed run asks the chain for the APT sweep sent before.
        const previous = before?.hashes?.at(-1) ?? current.resumed[plan.address];
        try {
          const outcome = await sweepAptosWallet(current.setup, wallet, previous, (hashes) => {
            rememberSweep(current.setup.destination, plan.address, hashes[hashes.length - 1]);
            next.set(plan.address, { ...before, status: 'running', hashes });
          });
          update(plan.address, {
            ...before,
            status: outcome.state === 'done' ? 'done' : 'skipped',
            hashes: outcome.hashes,
            error: outcome.alreadyOnChain ? t('alreadyOnChain') : undefined,
          });
        } catch (error) {
          const hashes = (error as { hashes?: string[] }).hashes ?? next.get(plan.address)?.hashes;
          update(plan.address, { ...before, status: 'failed', hashes, error: runErrorText(error) });
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
  const needTopUp = review?.plans.filter((plan) => plan.state === 'topUp') ?? [];
  // A wallet short of APT is swept once the funding key has topped it up.
  const swept =
    review?.plans.filter((plan) => plan.state === 'ready' || (review.funded && funder && plan.state === 'topUp')) ?? [];
  const doneCount = swept.filter((plan) => runs.get(plan.address)?.status === 'done').length;

  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <KeyNotice />
      <AptosApiField api={api} disabled={isRunning} />
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
        <label htmlFor="aptos-collection-funder" className="account-field__label">
          {t('funder.label')}
        </label>
        <p className="account-field__hint">{t('funder.hint')}</p>
        <input
          id="aptos-collection-funder"
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
            {t('funder.address', { address: keyModule.aptosAddressFromPrivateKey(funder) })}
          </p>
        )}
        <label htmlFor="aptos-collection-destination" className="account-field__label">
          {t('destination.label')}
        </label>
        <input
          id="aptos-collection-destination"
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
        <label htmlFor="aptos-collection-tokens" className="account-field__label">
          {t('tokens.label')}
        </label>
        <p className="account-field__hint">{t('tokens.hint')}</p>
        <textarea
          id="aptos-collection-tokens"
          className="account-field__input check-balance__mono"
          rows={3}
          spellCheck={false}
          value={tokensText}
          disabled={isRunning}
          onChange={(event) => setTokensText(event.target.value)}
        />
        {badToken !== undefined && (
          <p className="account-field__error" role="alert">
            {t('tokens.invalid', { token: badToken })}
          </p>
        )}
        <button type="button" className="button" disabled={!canReview} onClick={() => void plan()}>
          {phase.step === 'busy' ? t('reviewing') : t('review')}
        </button>
      </section>
      {phase.step === 'failed' && (
        <AptosReadError
          api={api}
          message={t('failed', { message: runErrorText(phase.error) })}
          onRetry={() => void plan()}
          testId="aptos-collection-error"
        />
      )}
      {phase.step === 'review' && review && (
        <section className="send-token__panel" data-testid="aptos-collection-review">
          <h2>{t('plan.title')}</h2>
          <p data-testid="aptos-collection-totals">
            {t('plan.totals', {
              wallets: swept.length,
              transactions: swept.reduce((total, plan) => total + plan.transactions, 0),
              apt: apt(swept.reduce((total, plan) => total + plan.aptSent, 0n)),
              gas: apt(swept.reduce((total, plan) => total + plan.gasReserve, 0n)),
              fees: apt(aptosBatchCollectionFeeOctas() * BigInt(swept.length)),
            })}
          </p>
          <p className="account-card__muted">{t('plan.explain')}</p>
          {needTopUp.length > 0 && (
            <p
              className={review.funded ? 'account-alert' : 'account-alert account-alert--error'}
              role={review.funded ? 'status' : 'alert'}
              data-testid="aptos-collection-top-up"
            >
              {t(review.funded ? 'plan.topUpFunded' : 'plan.topUp', {
                count: needTopUp.length,
                total: apt(needTopUp.reduce((total, plan) => total + plan.shortfall, 0n)),
              })}
            </p>
          )}
          {Object.keys(review.resumed).length > 0 && (
            <p className="account-alert" role="status" data-testid="aptos-collection-resumed">
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
                downloadCsv('aptos-collection.csv', aptosCollectionResultsCsv(review.plans, runs, review.setup.tokens))
              }
            >
              {t('export')}
            </button>
          </div>
          {swept.length > 0 && doneCount === swept.length && (
            <p role="status" data-testid="aptos-collection-done">
              {t('done', { count: doneCount })}
            </p>
          )}
        </section>
      )}
    </article>
  );
}
