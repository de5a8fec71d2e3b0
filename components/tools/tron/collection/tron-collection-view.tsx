'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkTronAddress } from '@/chains/tron/address';
import { readTrc20Info } from '@/chains/tron/batch-send';
import {
  type CollectionAmount,
  type CollectionSetup,
  collectFromWallet,
  planTronCollection,
  type StepResult,
} from '@/chains/tron/collection';
import { normalizeTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import { readTronChainParameters } from '@/chains/tron/resources';
import { SECRET_INPUT_PROPS } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { tryParseDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { TronApiField } from '../rpc/tron-api-field';
import { TronReadError, useTronErrorText } from '../rpc/tron-read-error';
import { TRON_RELAY_PATH, useTronApi } from '../rpc/use-tron-api';
import { CollectionPlan, type ReviewPhase } from './collection-plan';
import type { WalletRun } from './results';

export interface TronCollectionViewProps {
  upstream: string;
  /** Receives our fee (TRON_FEE_RECEIVER); null: not configured. */
  feeRecipient: string | null;
  relayPath?: string;
  pollMs?: number;
}

type Phase = { step: 'edit' } | { step: 'busy' } | ReviewPhase | { step: 'failed'; error: unknown };

/** Keys one per line; each is checked here and never leaves the page. */
function readKeys(text: string) {
  const keys = new Map<string, string>();
  const invalid: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const key = normalizeTronPrivateKey(trimmed);
    if (key) keys.set(tronAddressFromPrivateKey(key), key);
    else invalid.push(index + 1);
  });
  return { keys, invalid };
}

/** /tron/batch-collection-token: TRX or a TRC-20 swept from many pasted-key wallets to one address. */
export function TronCollectionView({
  upstream,
  feeRecipient,
  relayPath = TRON_RELAY_PATH,
  pollMs = 3_000,
}: TronCollectionViewProps) {
  const t = useTranslations('tronBatchCollectionToken');
  const locale = useSiteLocale();
  const api = useTronApi(upstream, relayPath);
  const describeError = useTronErrorText(locale);
  // Keys live in this component's state only: no draft, no storage.
  const [keysText, setKeysText] = useState('');
  const [funderKey, setFunderKey] = useState('');
  const [target, setTarget] = useState('');
  const [token, setToken] = useState('');
  const [mode, setMode] = useState<'all' | 'keep' | 'fixed'>('all');
  const [amountText, setAmountText] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'edit' });
  const [runs, setRuns] = useState<WalletRun[]>([]);
  const [isRunning, setRunning] = useState(false);
  const parsed = readKeys(keysText);
  const funder = normalizeTronPrivateKey(funderKey.trim());
  const targetCheck = checkTronAddress(target);
  const options = () => ({ apiUrl: api.resolveUrl(), intervalMs: pollMs });

  async function review() {
    if (!feeRecipient || !targetCheck.ok || parsed.keys.size === 0) return;
    setPhase({ step: 'busy' });
    try {
      const parameters = await readTronChainParameters(options());
      let info = { symbol: 'TRX', decimals: 6 };
      let tokenAddress: string = 'native';
      if (token.trim() !== '') {
        const check = checkTronAddress(token);
        if (!check.ok) throw new Error(t('invalidToken'));
        tokenAddress = check.address;
        info = await readTrc20Info(tokenAddress, options());
      }
      const units = mode === 'all' ? 0n : tryParseDecimal(amountText.trim(), info.decimals);
      if (units === undefined) throw new Error(t('invalidAmount'));
      const amount: CollectionAmount =
        mode === 'all' ? { mode } : mode === 'keep' ? { mode, keep: units } : { mode, amount: units };
      const setup: CollectionSetup = {
        ...options(),
        target: targetCheck.address,
        token: tokenAddress,
        feeRecipient,
        parameters,
      };
      const funderAddress = funder ? tronAddressFromPrivateKey(funder) : undefined;
      const plans = await planTronCollection(setup, [...parsed.keys.keys()], amount, funderAddress);
      setRuns([]);
      setPhase({ step: 'review', plans, setup, amount, symbol: info.symbol || '?', decimals: info.decimals });
    } catch (error) {
      setPhase({ step: 'failed', error });
    }
  }

  async function collect(current: Extract<Phase, { step: 'review' }>, only?: ReadonlySet<string>) {
    const signers = new Map(parsed.keys);
    if (funder) signers.set(tronAddressFromPrivateKey(funder), funder);
    setRunning(true);
    const next = new Map(runs.map((run) => [run.address, run]));
    for (const plan of current.plans) {
      if (plan.steps.length === 0 || (only && !only.has(plan.address))) continue;
      next.set(plan.address, { address: plan.address, status: 'running', results: [] });
      setRuns([...next.values()]);
      let results: StepResult[] = [];
      let error: string | undefined;
      try {
        results = await collectFromWallet(current.setup, plan, signers);
      } catch (failure) {
        error = describeError(failure);
      }
      const isDone =
        !error && results.length === plan.steps.length && results.every((r) => r.outcome.status === 'success');
      next.set(plan.address, { address: plan.address, status: isDone ? 'done' : 'failed', results, error });
      setRuns([...next.values()]);
    }
    setRunning(false);
  }

  /** Failed wallets are planned again from the chain as it is now (what landed is not sent twice), then run. */
  async function retryFailed(current: Extract<Phase, { step: 'review' }>) {
    const failed = new Set(runs.filter((run) => run.status === 'failed').map((run) => run.address));
    setRunning(true);
    try {
      const funderAddress = funder ? tronAddressFromPrivateKey(funder) : undefined;
      // A fee that landed (its transaction confirmed on chain) is not asked again.
      const paidFee = new Set(
        runs
          .filter((run) => run.results.some((result) => result.kind === 'fee' && result.outcome.status === 'success'))
          .map((run) => run.address),
      );
      const replanned = await planTronCollection(current.setup, [...failed], current.amount, funderAddress, paidFee);
      const plans = current.plans.map((plan) => replanned.find((again) => again.address === plan.address) ?? plan);
      const updated = { ...current, plans };
      setPhase(updated);
      await collect(updated, failed);
    } finally {
      setRunning(false);
    }
  }

  if (!feeRecipient) {
    return (
      <article className="send-token">
        <h1>{t('title')}</h1>
        <p className="account-alert account-alert--error" role="alert">
          {t('notConfigured')}
        </p>
      </article>
    );
  }

  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <TronApiField api={api} disabled={isRunning} />
      <section className="send-token__panel">
        <SecretTextarea
          label={t('keys.label')}
          hint={t('keys.hint')}
          value={keysText}
          onChange={setKeysText}
          disabled={isRunning}
          status={t('keys.status', { count: parsed.keys.size, invalid: parsed.invalid.length })}
        />
        <label htmlFor="tron-collection-funder" className="account-field__label">
          {t('funder.label')}
        </label>
        <p className="account-field__hint">{t('funder.hint')}</p>
        <input
          id="tron-collection-funder"
          type="password"
          className="account-field__input check-balance__mono"
          value={funderKey}
          onChange={(event) => setFunderKey(event.target.value)}
          {...SECRET_INPUT_PROPS}
        />
        <label htmlFor="tron-collection-target" className="account-field__label">
          {t('target')}
        </label>
        <input
          id="tron-collection-target"
          className="account-field__input check-balance__mono"
          spellCheck={false}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
        <label htmlFor="tron-collection-token" className="account-field__label">
          {t('token')}
        </label>
        <input
          id="tron-collection-token"
          className="account-field__input check-balance__mono"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
        <fieldset className="check-balance__row">
          <legend>{t('amount.legend')}</legend>
          {(['all', 'keep', 'fixed'] as const).map((choice) => (
            <label key={choice} className="check-balance__check">
              <input
                type="radio"
                name="tron-collection-mode"
                checked={mode === choice}
                onChange={() => setMode(choice)}
              />
              {t(`amount.${choice}`)}
            </label>
          ))}
          {mode !== 'all' && (
            <input
              aria-label={t('amount.value')}
              className="account-field__input"
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
            />
          )}
        </fieldset>
        <button
          type="button"
          className="button"
          disabled={parsed.keys.size === 0 || !targetCheck.ok || phase.step === 'busy' || isRunning}
          onClick={() => void review()}
        >
          {phase.step === 'busy' ? t('reviewing') : t('review')}
        </button>
      </section>
      {phase.step === 'failed' && (
        <TronReadError
          api={api}
          message={t('failed', { message: describeError(phase.error) })}
          onRetry={() => void review()}
          testId="tron-collection-error"
        />
      )}
      {phase.step === 'review' && (
        <CollectionPlan
          phase={phase}
          runs={runs}
          isRunning={isRunning}
          onStart={() => void collect(phase)}
          onRetry={() => void retryFailed(phase)}
        />
      )}
    </article>
  );
}
