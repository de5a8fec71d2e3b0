'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import {
  parseSolanaPattern,
  SOLANA_MAX_PATTERN,
  type SolanaPatternError,
  solanaDifficulty,
} from '@/lib/vanity/solana-pattern';
import { CopyButton } from '../../evm/wallet-generation/copy-button';
import { SecretNotice } from '../../evm/wallet-generation/secret-notice';
import { downloadBlob, exportFileName } from '../../evm/wallet-generation/wallet-export';
import { logicalCores, useVanityRun } from '../../vanity/use-vanity-run';
import { VanityControls, VanityDifficulty, VanityKeyCell, VanityProgress } from '../../vanity/vanity-progress';
import { acceptSolanaHit, type SolanaVanityResult, solanaKeypairJson, solanaVanityCsv } from './solana-vanity-export';
import type { SolanaVanityStart } from './solana-vanity-protocol';

const MAX_RESULTS = 100;

export interface SolanaVanityViewProps {
  /** The optional on-chain step for the found addresses (the wallet funds one, the 0.1 SOL fee in the same transaction). */
  renderActivate?: (addresses: readonly string[]) => ReactNode;
}

/** solana/vanity-address: a Solana address with the prefix and/or suffix you want, searched in this tab on every core. */
export function SolanaVanityView({ renderActivate }: SolanaVanityViewProps) {
  const t = useTranslations('solanaVanityAddress');
  const tShared = useTranslations('vanityAddress');
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [wanted, setWanted] = useState(1);
  const [cores, setCores] = useState(4);
  const [threads, setThreads] = useState(4);
  const [submitted, setSubmitted] = useState<SolanaPatternError | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const run = useVanityRun<SolanaVanityResult>();

  useEffect(() => {
    const count = logicalCores();
    setCores(count);
    setThreads(count);
  }, []);

  const parsed = parseSolanaPattern(prefix, suffix, caseSensitive);
  const difficulty = parsed.ok ? solanaDifficulty(parsed.pattern) : null;
  const busy = run.status === 'running' || run.status === 'paused';
  const errorCode = parsed.ok ? null : parsed.code === 'VANITY_EMPTY' ? submitted : parsed.code;

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
    const { pattern } = parsed;
    setRevealed(new Set());
    const command: SolanaVanityStart = { type: 'start', pattern };
    run.start({
      threads,
      wanted,
      spawn: () => new Worker(new URL('./solana-vanity.worker.ts', import.meta.url), { type: 'module' }),
      command,
      accept: (hit) => acceptSolanaHit(hit.secret, hit.address, pattern),
    });
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
              {tShared('wanted')}
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
              {tShared('threads')}
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
            <p className="account-field__hint">{tShared('threadsHint', { cores })}</p>
          </div>
        </fieldset>
        {errorCode ? (
          <p className="account-field__error" role="alert">
            {t(`errors.${errorCode}`, { characters: parsed.ok ? '' : (parsed.characters ?? '') })}
          </p>
        ) : null}
        {difficulty ? <VanityDifficulty difficulty={difficulty} /> : null}
        <VanityControls status={run.status} onPause={run.pause} onResume={run.resume} onStop={run.stop} />
      </form>
      {run.status !== 'idle' && difficulty ? (
        <VanityProgress
          status={run.status}
          stats={run.stats}
          difficulty={difficulty}
          rejected={run.rejected > 0 ? t('rejected', { count: run.rejected }) : null}
        />
      ) : null}
      {run.results.length > 0 ? (
        <section className="wallet-tools__results" aria-label={tShared('resultsLabel')} style={{ minWidth: 0 }}>
          <h2>{tShared('results', { count: run.results.length })}</h2>
          <p className="account-field__hint">{t('verified')}</p>
          <div className="wallet-tools__scroll" style={{ overflowX: 'auto' }}>
            <table className="account-table" aria-label={tShared('resultsLabel')} data-testid="vanity-results">
              <thead>
                <tr>
                  <th>{tShared('address')}</th>
                  <th>{t('privateKey')}</th>
                </tr>
              </thead>
              <tbody>
                {run.results.map((result, index) => (
                  <tr key={result.address}>
                    <td>
                      <code data-testid="vanity-address">{result.address}</code>{' '}
                      <CopyButton text={result.address} label={tShared('copyAddress')} />
                    </td>
                    <td>
                      <VanityKeyCell
                        privateKey={result.secretBase58}
                        index={index}
                        shown={revealed.has(result.address)}
                        onToggle={() => toggle(result.address)}
                      >
                        <button
                          type="button"
                          className="wallet-tools__small-button"
                          onClick={() => exportKeypair(result)}
                        >
                          {t('export.keypair')}
                        </button>
                      </VanityKeyCell>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="wallet-tools__actions">
            <button type="button" className="wallet-tools__button" onClick={exportCsv}>
              {tShared('export.csv')}
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
      <section aria-label={tShared('howLabel')}>
        <h2>{tShared('howTitle')}</h2>
        <p className="account-field__hint">{t('how')}</p>
        <p className="account-field__hint">{t('odds')}</p>
      </section>
    </article>
  );
}
