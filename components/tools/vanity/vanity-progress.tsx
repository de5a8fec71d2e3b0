'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { attemptsFor, hitProbability } from '@/lib/vanity/odds';
import { CopyButton } from '../evm/wallet-generation/copy-button';
import { SECRET_MASK } from '../evm/wallet-generation/wallet-row';
import type { VanityRunState, VanityStats } from './use-vanity-run';

// The parts every vanity page (EVM, Tron, Solana) shows alike; their strings are in the `vanityAddress` namespace.

type Translate = ReturnType<typeof useTranslations>;

export function formatSeconds(seconds: number, t: Translate): string {
  if (!Number.isFinite(seconds)) return t('eta.unknown');
  if (seconds < 1) return t('eta.now');
  if (seconds < 120) return t('eta.seconds', { value: Math.round(seconds) });
  if (seconds < 7200) return t('eta.minutes', { value: Math.round(seconds / 60) });
  if (seconds < 172_800) return t('eta.hours', { value: Math.round(seconds / 3600) });
  if (seconds < 63_072_000) return t('eta.days', { value: Math.round(seconds / 86_400) });
  return t('eta.years', { value: Number((seconds / 31_557_600).toPrecision(3)) });
}

function Eta({ stats, difficulty, probability }: { stats: VanityStats; difficulty: number; probability: number }) {
  const t = useTranslations('vanityAddress');
  const left = attemptsFor(probability, difficulty) - stats.sinceHit;
  const text = left <= 0 ? t('eta.passed') : stats.rate > 0 ? formatSeconds(left / stats.rate, t) : t('eta.unknown');
  return <span data-testid={`vanity-eta-${Math.round(probability * 100)}`}>{text}</span>;
}

/** Expected keys per hit, and the keys for a 50 % / 90 % chance. */
function VanityDifficulty({ difficulty }: { difficulty: number }) {
  const t = useTranslations('vanityAddress');
  return (
    <p className="account-field__hint" data-testid="vanity-difficulty">
      {t('difficulty', {
        // Tron prefixes give fractional odds (a second character covers ≈ 1/22.8 of the addresses): shown rounded.
        difficulty: Math.max(1, Math.round(difficulty)),
        at50: Math.round(attemptsFor(0.5, difficulty)),
        at90: Math.round(attemptsFor(0.9, difficulty)),
      })}
    </p>
  );
}

/** Start (a submit button), pause, resume and stop, as the run's status allows. */
function VanityControls({ run }: { run: VanityRunState }) {
  const t = useTranslations('vanityAddress');
  const { status } = run;
  const busy = status === 'running' || status === 'paused';
  return (
    <div className="wallet-tools__actions">
      {busy ? null : (
        <button type="submit" className="wallet-tools__button">
          {t('start')}
        </button>
      )}
      {status === 'running' ? (
        <button type="button" className="wallet-tools__button" onClick={run.pause}>
          {t('pause')}
        </button>
      ) : null}
      {status === 'paused' ? (
        <button type="button" className="wallet-tools__button" onClick={run.resume}>
          {t('resume')}
        </button>
      ) : null}
      {busy ? (
        <button type="button" className="wallet-tools__button" onClick={run.stop}>
          {t('stop')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The end of every vanity form: the form's error (`error`, in the family's words), the difficulty line when the
 * pattern is valid, and the run's buttons.
 */
export function VanityFormEnd({
  error,
  difficulty,
  run,
}: {
  error: string | null;
  difficulty: number | null;
  run: VanityRunState;
}) {
  return (
    <>
      {error ? (
        <p className="account-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {difficulty ? <VanityDifficulty difficulty={difficulty} /> : null}
      <VanityControls run={run} />
    </>
  );
}

/**
 * The live figures, once a run has started: keys checked, rate in total and per worker, probability of the next hit,
 * ETA 50 % / 90 %, and why hits were dropped (`rejected`: in the family's words, which library disagreed).
 */
export function VanityProgress({
  run,
  difficulty,
  rejected,
}: {
  run: VanityRunState;
  difficulty: number | null;
  rejected: (count: number) => string;
}) {
  const t = useTranslations('vanityAddress');
  const format = useFormatter();
  const { status, stats } = run;
  if (status === 'idle' || !difficulty) return null;
  const probability = hitProbability(stats.sinceHit, difficulty);
  return (
    <section aria-label={t('statsLabel')} role="status">
      <p>{t(`status.${status}`)}</p>
      <dl className="wallet-tools__stats">
        <dt>{t('stats.checked')}</dt>
        <dd data-testid="vanity-checked">{format.number(stats.checked)}</dd>
        <dt>{t('stats.rate')}</dt>
        <dd data-testid="vanity-rate">{t('rate', { value: Math.round(stats.rate) })}</dd>
        <dt>{t('stats.perWorker')}</dt>
        <dd data-testid="vanity-worker-rates">
          {stats.workerRates.map((rate) => format.number(Math.round(rate))).join(' · ')}
        </dd>
        <dt>{t('stats.probability')}</dt>
        <dd data-testid="vanity-probability">
          {format.number(probability, { style: 'percent', maximumFractionDigits: 2 })}
        </dd>
        <dt>{t('stats.eta50')}</dt>
        <dd>
          <Eta stats={stats} difficulty={difficulty} probability={0.5} />
        </dd>
        <dt>{t('stats.eta90')}</dt>
        <dd>
          <Eta stats={stats} difficulty={difficulty} probability={0.9} />
        </dd>
        <dt>{t('stats.elapsed')}</dt>
        <dd>{formatSeconds(stats.seconds, t)}</dd>
      </dl>
      {run.rejected > 0 ? <p className="account-field__error">{rejected(run.rejected)}</p> : null}
    </section>
  );
}

/** A found key, masked until the visitor shows it, with a copy button (and the family's own actions after it). */
export function VanityKeyCell({
  privateKey,
  index,
  shown,
  onToggle,
  children,
}: {
  privateKey: string;
  index: number;
  shown: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('vanityAddress');
  const tTable = useTranslations('walletTools.table');
  return (
    <span className="wallet-tools__cell">
      <code data-testid="vanity-key" data-secret={shown ? 'shown' : 'hidden'}>
        {shown ? privateKey : SECRET_MASK}
      </code>
      <button
        type="button"
        className="wallet-tools__small-button"
        aria-pressed={shown}
        aria-label={tTable(shown ? 'hideRow' : 'revealRow', { index: index + 1 })}
        onClick={onToggle}
      >
        {shown ? tTable('hide') : tTable('reveal')}
      </button>
      <CopyButton text={privateKey} label={t('copyKey')} />
      {children}
    </span>
  );
}
