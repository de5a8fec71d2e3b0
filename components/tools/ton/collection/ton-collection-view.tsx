'use client';

import { Address } from '@ton/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pool } from '@/chains/ton/account-states';
import { parseTonAddress } from '@/chains/ton/address';
import { jettonDisplay, readJettonData } from '@/chains/ton/jetton-wallets';
import { downloadCsv } from '@/components/batch/download-csv';
import { SECRET_INPUT_PROPS } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { TonApiField } from '../rpc/ton-api-field';
import { TonReadError, useTonErrorText } from '../rpc/ton-read-error';
import { type TonApiPaths, useTonApi } from '../rpc/use-ton-api';
import { CollectionTable } from './collection-table';
import {
  type CollectionPlan,
  CollectionPlanError,
  type CollectionSetup,
  CollectionWaitError,
  planCollection,
  sendTopUps,
  sweepWallet,
  type VersionChoice,
} from './driver';
import { collectionResultsCsv } from './results-csv';
import { loadRun, saveRun, type WalletRun } from './run-store';
import { type PastedKey, readPastedSecrets, readSecret } from './secrets';

export interface TonCollectionViewProps {
  upstream: string;
  hasV3Relay: boolean;
  paths?: TonApiPaths;
  /** How often the chain is read while a request lands. */
  pollMs?: number;
}

interface Review {
  plan: CollectionPlan;
  setup: CollectionSetup;
  keys: PastedKey[];
  jetton?: { symbol: string; decimals: number };
  /** Wallets an earlier run of this collection emptied (they hold nothing now and are not planned). */
  earlierDone: number;
}

type Phase = { step: 'edit' } | { step: 'busy' } | { step: 'failed'; error: unknown } | ({ step: 'review' } & Review);

const WALLETS_AT_ONCE = 4;

/** /ton/batch-collection-token: TON and a jetton swept from many pasted-key wallets to one address. */
export function TonCollectionView({ upstream, hasV3Relay, paths, pollMs = 3_000 }: TonCollectionViewProps) {
  const t = useTranslations('tonBatchCollectionToken');
  const locale = useSiteLocale();
  const api = useTonApi(upstream, hasV3Relay, paths);
  const describeError = useTonErrorText(locale);
  // Keys live in this component's state only: no draft, no storage.
  const [keysText, setKeysText] = useState('');
  const [funderText, setFunderText] = useState('');
  const [destination, setDestination] = useState('');
  const [jettonText, setJettonText] = useState('');
  const [version, setVersion] = useState<VersionChoice>('auto');
  const [phase, setPhase] = useState<Phase>({ step: 'edit' });
  const [runs, setRuns] = useState<Record<string, WalletRun>>({});
  const [isRunning, setRunning] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const secrets = readPastedSecrets(keysText);
  const funder = funderText.trim() === '' ? undefined : readSecret(funderText.trim());
  const target = parseTonAddress(destination.trim());
  const jettonCheck = jettonText.trim() === '' ? undefined : parseTonAddress(jettonText.trim());
  const canReview =
    secrets.keys.length > 0 && target.ok && (!jettonCheck || jettonCheck.ok) && (funderText.trim() === '' || !!funder);

  async function review() {
    if (!canReview || !target.ok) return;
    setPhase({ step: 'busy' });
    setRunError(null);
    try {
      const jettonMinter = jettonCheck?.ok ? Address.parse(jettonCheck.details.raw) : undefined;
      const setup: CollectionSetup = {
        api: api.apiOptions(),
        destination: Address.parse(target.details.raw),
        jettonMinter,
        version,
        pollMs,
        timeoutMs: 120_000,
      };
      const jetton = jettonMinter ? jettonDisplay(await readJettonData(jettonMinter, setup.api)) : undefined;
      const plan = await planCollection(setup, secrets.keys, funder?.pair);
      const saved = loadRun(target.details.raw, jettonCheck?.ok ? jettonCheck.details.raw : '');
      const planned = new Set(plan.wallets.map((wallet) => wallet.id));
      // Resume: what an earlier run left failed stays failed (Retry picks it up); what it emptied is gone from the plan.
      const carried: Record<string, WalletRun> = {};
      for (const [id, run] of Object.entries(saved?.wallets ?? {})) {
        if (planned.has(id) && run.status === 'failed') carried[id] = run;
      }
      const earlierDone = Object.entries(saved?.wallets ?? {}).filter(
        ([id, run]) => run.status === 'done' && !planned.has(id),
      ).length;
      setRuns(carried);
      setPhase({
        step: 'review',
        plan,
        setup,
        keys: secrets.keys,
        jetton: jetton && { symbol: jetton.symbol || '?', decimals: jetton.decimals },
        earlierDone,
      });
    } catch (error) {
      setPhase({ step: 'failed', error });
    }
  }

  async function collect(current: Review, only?: ReadonlySet<string>, before = runs) {
    if (!target.ok) return;
    const wallets = current.plan.wallets.filter(
      (wallet) => wallet.sweep.requests.length > 0 && (only ? only.has(wallet.id) : !before[wallet.id]),
    );
    const next: Record<string, WalletRun> = { ...before };
    const update = (id: string, run: WalletRun) => {
      next[id] = run;
      setRuns({ ...next });
      saveRun({
        destination: target.details.raw,
        jetton: current.setup.jettonMinter?.toRawString() ?? '',
        wallets: next,
      });
    };
    setRunning(true);
    setRunError(null);
    try {
      const needing = wallets.filter((wallet) => wallet.sweep.topUp > 0n);
      if (needing.length > 0) {
        for (const wallet of needing) update(wallet.id, { status: 'topUp' });
        try {
          if (!funder) throw new CollectionPlanError('noFunder', t('errors.noFunder'));
          await sendTopUps(current.setup, current.plan, funder.pair, needing);
        } catch (error) {
          const reason =
            error instanceof CollectionPlanError
              ? t(`errors.${error.reason}`)
              : error instanceof CollectionWaitError
                ? t('errors.notSeen', { seconds: error.seconds })
                : describeError(error);
          for (const wallet of needing) update(wallet.id, { status: 'failed', error: reason });
          setRunError(reason);
        }
      }
      const ready = wallets.filter((wallet) => next[wallet.id]?.status !== 'failed' || !needing.includes(wallet));
      await pool(
        ready.map((wallet) => async () => {
          update(wallet.id, { status: 'running' });
          try {
            await sweepWallet(current.setup, wallet, current.keys[wallet.keyIndex].pair);
            update(wallet.id, { status: 'done' });
          } catch (error) {
            const reason =
              error instanceof CollectionWaitError
                ? t('errors.notSeen', { seconds: error.seconds })
                : describeError(error);
            update(wallet.id, { status: 'failed', error: reason });
          }
        }),
        WALLETS_AT_ONCE,
      );
    } finally {
      setRunning(false);
    }
  }

  /** Failed wallets are planned again from the chain as it is now (what landed is not sent twice), then run. */
  async function retryFailed(current: Review) {
    const failed = new Set(Object.keys(runs).filter((id) => runs[id].status === 'failed'));
    setRunning(true);
    try {
      const keys = current.keys.filter((_, index) =>
        current.plan.wallets.some((wallet) => failed.has(wallet.id) && wallet.keyIndex === index),
      );
      const again = await planCollection(current.setup, keys, funder?.pair);
      const byId = new Map(again.wallets.map((wallet) => [wallet.id, wallet]));
      const wallets = current.plan.wallets.map((wallet) => {
        const fresh = byId.get(wallet.id);
        // Keys were re-indexed for the new read: point back at the review's own list.
        return fresh ? { ...fresh, keyIndex: wallet.keyIndex, line: wallet.line } : wallet;
      });
      const updated: Review = { ...current, plan: { ...current.plan, wallets, funder: again.funder } };
      setPhase({ step: 'review', ...updated });
      // A failed wallet that holds nothing now was emptied after all (its request landed late): done, not resent.
      const emptied = [...failed].filter((id) => !byId.has(id));
      const settled = { ...runs, ...Object.fromEntries(emptied.map((id) => [id, { status: 'done' as const }])) };
      setRuns(settled);
      await collect(updated, new Set([...failed].filter((id) => byId.has(id))), settled);
    } catch (error) {
      setRunError(describeError(error));
    } finally {
      setRunning(false);
    }
  }

  const review_ = phase.step === 'review' ? phase : null;
  const started = Object.keys(runs).length > 0;
  const hasFailed = Object.values(runs).some((run) => run.status === 'failed');

  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <TonApiField api={api} disabled={isRunning} />
      <section className="send-token__panel">
        <SecretTextarea
          label={t('keys.label')}
          hint={t('keys.hint')}
          value={keysText}
          onChange={setKeysText}
          disabled={isRunning}
          status={t('keys.status', {
            count: secrets.keys.length,
            invalid: secrets.invalid.length,
            repeated: secrets.repeated.length,
          })}
        />
        {secrets.invalid.length > 0 && (
          <p className="account-field__error">{t('keys.invalidLines', { lines: secrets.invalid.join(', ') })}</p>
        )}
        <label htmlFor="ton-collection-funder" className="account-field__label">
          {t('funder.label')}
        </label>
        <p className="account-field__hint">{t('funder.hint')}</p>
        <input
          id="ton-collection-funder"
          type="password"
          className="account-field__input check-balance__mono"
          value={funderText}
          disabled={isRunning}
          onChange={(event) => setFunderText(event.target.value)}
          {...SECRET_INPUT_PROPS}
        />
        {funderText.trim() !== '' && !funder && <p className="account-field__error">{t('funder.invalid')}</p>}
        <label htmlFor="ton-collection-destination" className="account-field__label">
          {t('destination')}
        </label>
        <input
          id="ton-collection-destination"
          className="account-field__input check-balance__mono"
          spellCheck={false}
          value={destination}
          disabled={isRunning}
          onChange={(event) => setDestination(event.target.value)}
        />
        {destination.trim() !== '' && !target.ok && <p className="account-field__error">{t('invalidAddress')}</p>}
        <label htmlFor="ton-collection-jetton" className="account-field__label">
          {t('jetton')}
        </label>
        <input
          id="ton-collection-jetton"
          className="account-field__input check-balance__mono"
          spellCheck={false}
          value={jettonText}
          disabled={isRunning}
          onChange={(event) => setJettonText(event.target.value)}
        />
        {jettonCheck && !jettonCheck.ok && <p className="account-field__error">{t('invalidAddress')}</p>}
        <fieldset className="check-balance__row" disabled={isRunning}>
          <legend>{t('version.legend')}</legend>
          {(['auto', 'v4r2', 'v5r1'] as const).map((choice) => (
            <label key={choice} className="check-balance__check">
              <input
                type="radio"
                name="ton-collection-version"
                checked={version === choice}
                onChange={() => setVersion(choice)}
              />
              {t(`version.${choice}`)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button"
          disabled={!canReview || phase.step === 'busy' || isRunning}
          onClick={() => void review()}
        >
          {phase.step === 'busy' ? t('reviewing') : t('review')}
        </button>
      </section>
      {phase.step === 'failed' && (
        <TonReadError
          api={api}
          message={t('failed', { message: describeError(phase.error) })}
          onRetry={() => void review()}
          testId="ton-collection-error"
        />
      )}
      {review_ && (
        <section className="send-token__panel" data-testid="ton-collection-review">
          <h2>{t('plan.title')}</h2>
          {review_.earlierDone > 0 && (
            <p className="account-alert account-alert--notice" role="status">
              {t('resumed', { count: review_.earlierDone })}
            </p>
          )}
          <CollectionTable wallets={review_.plan.wallets} runs={runs} jetton={review_.jetton} />
          <p data-testid="ton-collection-totals">
            {t('plan.totals', {
              wallets: review_.plan.wallets.length,
              ton: formatDecimal(
                review_.plan.wallets.reduce((sum, wallet) => sum + wallet.source.tonBalance, 0n),
                9,
              ),
              topUps: formatDecimal(review_.plan.topUps, 9),
            })}
          </p>
          <p className="account-field__hint">{t('plan.explain')}</p>
          <div className="batch-controls">
            <button
              type="button"
              className="button"
              disabled={isRunning || started || review_.plan.wallets.length === 0}
              onClick={() => void collect(review_)}
              data-testid="ton-collection-start"
            >
              {t('start')}
            </button>
            {!isRunning && hasFailed && (
              <button type="button" className="button" onClick={() => void retryFailed(review_)}>
                {t('retry')}
              </button>
            )}
            {started && !isRunning && (
              <button
                type="button"
                className="button account-button--secondary"
                onClick={() =>
                  downloadCsv(
                    'ton-collection-results.csv',
                    collectionResultsCsv(review_.plan.wallets, runs, review_.jetton?.decimals ?? 9),
                  )
                }
              >
                {t('export')}
              </button>
            )}
          </div>
          {runError && (
            <p className="account-alert account-alert--error" role="alert">
              {runError}
            </p>
          )}
          {started && !isRunning && review_.plan.wallets.every((wallet) => runs[wallet.id]?.status === 'done') && (
            <p className="account-alert account-alert--notice" role="status">
              {t('done', { count: review_.plan.wallets.length })}
            </p>
          )}
        </section>
      )}
    </article>
  );
}
