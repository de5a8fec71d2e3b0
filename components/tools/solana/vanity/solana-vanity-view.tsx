'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { attemptsFor, hitProbability } from '@/lib/vanity/evm-pattern';
import {
  parseSolanaPattern,
  SOLANA_MAX_PATTERN,
  type SolanaPatternError,
  solanaDifficulty,
} from '@/lib/vanity/solana-pattern';
import { CopyButton } from '../../evm/wallet-generation/copy-button';
import { SecretNotice } from '../../evm/wallet-generation/secret-notice';
import { downloadBlob, exportFileName } from '../../evm/wallet-generation/wallet-export';
import { SECRET_MASK } from '../../evm/wallet-generation/wallet-row';
import { solanaKeypairJson, solanaVanityCsv } from './solana-vanity-export';
import { type SolanaVanityResult, type SolanaVanityStats, useSolanaVanityRun } from './use-solana-vanity-run';

const MAX_RESULTS = 100;

type Translate = ReturnType<typeof useTranslations>;

function formatSeconds(seconds: number, t: Translate): string {
  if (!Number.isFinite(seconds)) return t('eta.unknown');
  if (seconds < 1) return t('eta.now');
  if (seconds < 120) return t('eta.seconds', { value: Math.round(seconds) });
  if (seconds < 7200) return t('eta.minutes', { value: Math.round(seconds / 60) });
  if (seconds < 172_800) return t('eta.hours', { value: Math.round(seconds / 3600) });
  if (seconds < 63_072_000) return t('eta.days', { value: Math.round(seconds / 86_400) });
  return t('eta.years', { value: Number((seconds / 31_557_600).toPrecision(3)) });
}

function Eta({
  stats,
  difficulty,
  probability,
}: {
  stats: SolanaVanityStats;
  difficulty: number;
  probability: number;
}) {
  const t = useTranslations('solanaVanityAddress');
  const left = attemptsFor(probability, difficulty) - stats.sinceHit;
  const text = left <= 0 ? t('eta.passed') : stats.rate > 0 ? formatSeconds(left / stats.rate, t) : t('eta.unknown');
  return <span data-testid={`vanity-eta-${Math.round(probability * 100)}`}>{text}</span>;
}

export interface SolanaVanityViewProps {
  /** The optional on-chain step for the found addresses (the wallet funds one, the 0.1 SOL fee in the same transaction). */
  renderActivate?: (addresses: readonly string[]) => ReactNode;
}

/** solana/vanity-address: a Solana address with the prefix and/or suffix you want, searched in this tab on every core. */
export function SolanaVanityView({ renderActivate }: SolanaVanityViewProps) {
  const t = useTranslations('solanaVanityAddress');
  const tTable = useTranslations('walletTools.table');
  const format = useFormatter();
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [wanted, setWanted] = useState(1);
  const [cores, setCores] = useState(4);
  const [threads, setThreads] = useState(4);
  const [submitted, setSubmitted] = useState<SolanaPatternError | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const run = useSolanaVanityRun();

  useEffect(() => {
    const count = navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 4;
    setCores(count);
    setThreads(count);
  }, []);

  const parsed = parseSolanaPattern(prefix, suffix, caseSensitive);
  const difficulty = parsed.ok ? solanaDifficulty(parsed.pattern) : null;
  const busy = run.status === 'running' || run.status === 'paused';
  const errorCode = parsed.ok ? null : parsed.code === 'VANITY_EMPTY' ? submitted : parsed.code;
  const probability = difficulty ? hitProbability(run.stats.sinceHit, difficulty) : 0;

  const toggle = (address: string) =>
    setRevealed((shown) => {
      const next = new Set(shown);
      if (!next.delete(address)) next.add(address);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) {
      setSubmitted(parsed.code);
      return;
    }
    setSubmitted(null);
    setRevealed(new Set());
    run.start(parsed.pattern, wanted, threads);
  };

  const exportCsv = () =>
    downloadBlob(
      exportFileName('solana-vanity', 'csv'),
      new Blob([solanaVanityCsv(run.results)], { type: 'text/csv;charset=utf-8' }),
    );
  const exportKeypair = (result: SolanaVanityResult) =>
    downloadBlob(`${result.address}.json`, new Blob([solanaKeypairJson(result)], { type: 'application/json' }));

  return (
    <article className="wallet-tools">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SecretNotice />
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <fieldset className="wallet-tools__modes" disabled={busy}>
          <legend className="account-field__label">{t('patternLabel')}</legend>
          <div className="account-field">
            <label htmlFor="solana-vanity-prefix" className="account-field__label">
              {t('prefix')}
            </label>
            <input
              id="solana-vanity-prefix"
              className="account-field__input"
              value={prefix}
              onChange={(event) => setPrefix(event.target.value)}
              placeholder="Sol"
              autoComplete="off"
              spellCheck={false}
              maxLength={SOLANA_MAX_PATTERN + 4}
            />
          </div>
          <div className="account-field">
            <label htmlFor="solana-vanity-suffix" className="account-field__label">
              {t('suffix')}
            </label>
            <input
              id="solana-vanity-suffix"
              className="account-field__input"
              value={suffix}
              onChange={(event) => setSuffix(event.target.value)}
              placeholder="pump"
              autoComplete="off"
              spellCheck={false}
              maxLength={SOLANA_MAX_PATTERN + 4}
            />
            <p className="account-field__hint">{t('patternHint', { max: SOLANA_MAX_PATTERN })}</p>
          </div>
          <label className="wallet-tools__check">
            <input
              type="checkbox"
              checked={caseSensitive}
              onChange={(event) => setCaseSensitive(event.target.checked)}
            />
            <span>
              {t('caseSensitive')}
              <span className="account-field__hint"> {t('caseSensitiveHint')}</span>
            </span>
          </label>
          <div className="account-field">
            <label htmlFor="solana-vanity-wanted" className="account-field__label">
              {t('wanted')}
            </label>
            <input
              id="solana-vanity-wanted"
              type="number"
              min={1}
              max={MAX_RESULTS}
              className="account-field__input"
              value={wanted}
              onChange={(event) => setWanted(Math.min(MAX_RESULTS, Math.max(1, Number(event.target.value) || 1)))}
            />
          </div>
          <div className="account-field">
            <label htmlFor="solana-vanity-threads" className="account-field__label">
              {t('threads')}
            </label>
            <input
              id="solana-vanity-threads"
              type="number"
              min={1}
              max={cores}
              className="account-field__input"
              value={threads}
              onChange={(event) => setThreads(Math.min(cores, Math.max(1, Number(event.target.value) || 1)))}
            />
            <p className="account-field__hint">{t('threadsHint', { cores })}</p>
          </div>
        </fieldset>
        {errorCode ? (
          <p className="account-field__error" role="alert">
            {t(`errors.${errorCode}`, { characters: parsed.ok ? '' : (parsed.characters ?? '') })}
          </p>
        ) : null}
        {difficulty ? (
          <p className="account-field__hint" data-testid="vanity-difficulty">
            {t('difficulty', {
              difficulty: Math.round(difficulty),
              at50: Math.round(attemptsFor(0.5, difficulty)),
              at90: Math.round(attemptsFor(0.9, difficulty)),
            })}
          </p>
        ) : null}
        <div className="wallet-tools__actions">
          {busy ? null : (
            <button type="submit" className="wallet-tools__button">
              {t('start')}
            </button>
          )}
          {run.status === 'running' ? (
            <button type="button" className="wallet-tools__button" onClick={run.pause}>
              {t('pause')}
            </button>
          ) : null}
          {run.status === 'paused' ? (
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
      </form>
      {run.status !== 'idle' && difficulty ? (
        <section aria-label={t('statsLabel')} role="status">
          <p>{t(`status.${run.status}`)}</p>
          <dl className="wallet-tools__stats">
            <dt>{t('stats.checked')}</dt>
            <dd data-testid="vanity-checked">{format.number(run.stats.checked)}</dd>
            <dt>{t('stats.rate')}</dt>
            <dd data-testid="vanity-rate">{t('rate', { value: Math.round(run.stats.rate) })}</dd>
            <dt>{t('stats.perWorker')}</dt>
            <dd data-testid="vanity-worker-rates">
              {run.stats.workerRates.map((rate) => format.number(Math.round(rate))).join(' · ')}
            </dd>
            <dt>{t('stats.probability')}</dt>
            <dd data-testid="vanity-probability">
              {format.number(probability, { style: 'percent', maximumFractionDigits: 2 })}
            </dd>
            <dt>{t('stats.eta50')}</dt>
            <dd>
              <Eta stats={run.stats} difficulty={difficulty} probability={0.5} />
            </dd>
            <dt>{t('stats.eta90')}</dt>
            <dd>
              <Eta stats={run.stats} difficulty={difficulty} probability={0.9} />
            </dd>
            <dt>{t('stats.elapsed')}</dt>
            <dd>{formatSeconds(run.stats.seconds, t)}</dd>
          </dl>
          {run.rejected > 0 ? <p className="account-field__error">{t('rejected', { count: run.rejected })}</p> : null}
        </section>
      ) : null}
      {run.results.length > 0 ? (
        <section className="wallet-tools__results" aria-label={t('resultsLabel')} style={{ minWidth: 0 }}>
          <h2>{t('results', { count: run.results.length })}</h2>
          <p className="account-field__hint">{t('verified')}</p>
          <div className="wallet-tools__scroll" style={{ overflowX: 'auto' }}>
            <table className="account-table" aria-label={t('resultsLabel')} data-testid="vanity-results">
              <thead>
                <tr>
                  <th>{t('address')}</th>
                  <th>{t('privateKey')}</th>
                </tr>
              </thead>
              <tbody>
                {run.results.map((result, index) => {
                  const shown = revealed.has(result.address);
                  return (
                    <tr key={result.address}>
                      <td>
                        <code data-testid="vanity-address">{result.address}</code>{' '}
                        <CopyButton text={result.address} label={t('copyAddress')} />
                      </td>
                      <td>
                        <span className="wallet-tools__cell">
                          <code data-testid="vanity-key" data-secret={shown ? 'shown' : 'hidden'}>
                            {shown ? result.secretBase58 : SECRET_MASK}
                          </code>
                          <button
                            type="button"
                            className="wallet-tools__small-button"
                            aria-pressed={shown}
                            aria-label={tTable(shown ? 'hideRow' : 'revealRow', { index: index + 1 })}
                            onClick={() => toggle(result.address)}
                          >
                            {shown ? tTable('hide') : tTable('reveal')}
                          </button>
                          <CopyButton text={result.secretBase58} label={t('copyKey')} />
                          <button
                            type="button"
                            className="wallet-tools__small-button"
                            onClick={() => exportKeypair(result)}
                          >
                            {t('export.keypair')}
                          </button>
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="wallet-tools__actions">
            <button type="button" className="wallet-tools__button" onClick={exportCsv}>
              {t('export.csv')}
            </button>
          </div>
          <p className="account-field__hint">{t('export.hint')}</p>
          {renderActivate ? (
            <section aria-label={t('activate.title')}>
              <h2>{t('activate.title')}</h2>
              <p className="account-field__hint">{t('activate.intro')}</p>
              {renderActivate(run.results.map((result) => result.address))}
            </section>
          ) : null}
        </section>
      ) : null}
      <section aria-label={t('howLabel')}>
        <h2>{t('howTitle')}</h2>
        <p className="account-field__hint">{t('how')}</p>
        <p className="account-field__hint">{t('odds')}</p>
      </section>
    </article>
  );
}
