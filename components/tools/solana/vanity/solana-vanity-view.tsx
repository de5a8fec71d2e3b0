'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  parseSolanaPattern,
  SOLANA_MAX_PATTERN,
  type SolanaPatternError,
  solanaDifficulty,
} from '@/lib/vanity/solana-pattern';
import { downloadBlob } from '../../evm/wallet-generation/wallet-export';
import { useVanityRun } from '../../vanity/use-vanity-run';
import { downloadVanityCsv } from '../../vanity/vanity-export';
import {
  useVanityRunFields,
  VanityCaseField,
  VanityHeader,
  VanityRunFields,
  VanityTextField,
} from '../../vanity/vanity-form';
import { VanityFormEnd, VanityKeyCell, VanityProgress } from '../../vanity/vanity-progress';
import { useRevealed, VanityHow, VanityResults } from '../../vanity/vanity-results';
import { acceptSolanaHit, type SolanaVanityResult, solanaKeypairJson, solanaVanityCsv } from './solana-vanity-export';
import type { SolanaVanityStart } from './solana-vanity-protocol';

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
  const fields = useVanityRunFields();
  const [submitted, setSubmitted] = useState<SolanaPatternError | null>(null);
  const revealed = useRevealed();
  const run = useVanityRun<SolanaVanityResult>();

  const parsed = parseSolanaPattern(prefix, suffix, caseSensitive);
  const difficulty = parsed.ok ? solanaDifficulty(parsed.pattern) : null;
  const busy = run.status === 'running' || run.status === 'paused';
  const errorCode = parsed.ok ? null : parsed.code === 'VANITY_EMPTY' ? submitted : parsed.code;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) {
      setSubmitted(parsed.code);
      return;
    }
    setSubmitted(null);
    const { pattern } = parsed;
    revealed.hideAll();
    const command: SolanaVanityStart = { type: 'start', pattern };
    run.start({
      threads: fields.threads,
      wanted: fields.wanted,
      spawn: () => new Worker(new URL('./solana-vanity.worker.ts', import.meta.url), { type: 'module' }),
      command,
      accept: (hit) => acceptSolanaHit(hit.secret, hit.address, pattern),
    });
  };

  const exportCsv = () => downloadVanityCsv('solana-vanity', solanaVanityCsv(run.results));
  const exportKeypair = (result: SolanaVanityResult) =>
    downloadBlob(`${result.address}.json`, new Blob([solanaKeypairJson(result)], { type: 'application/json' }));

  return (
    <article className="wallet-tools">
      <VanityHeader title={t('title')} intro={t('intro')} />
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <fieldset className="wallet-tools__modes" disabled={busy}>
          <legend className="account-field__label">{t('patternLabel')}</legend>
          <VanityTextField
            id="solana-vanity-prefix"
            label={t('prefix')}
            value={prefix}
            onChange={setPrefix}
            placeholder="Sol"
            maxLength={SOLANA_MAX_PATTERN + 4}
          />
          <VanityTextField
            id="solana-vanity-suffix"
            label={t('suffix')}
            value={suffix}
            onChange={setSuffix}
            placeholder="pump"
            maxLength={SOLANA_MAX_PATTERN + 4}
            hint={t('patternHint', { max: SOLANA_MAX_PATTERN })}
          />
          <VanityCaseField
            checked={caseSensitive}
            onChange={setCaseSensitive}
            label={t('caseSensitive')}
            hint={t('caseSensitiveHint')}
          />
          <VanityRunFields idPrefix="solana-vanity" fields={fields} />
        </fieldset>
        <VanityFormEnd
          error={
            errorCode ? t(`errors.${errorCode}`, { characters: parsed.ok ? '' : (parsed.characters ?? '') }) : null
          }
          difficulty={difficulty}
          run={run}
        />
      </form>
      <VanityProgress run={run} difficulty={difficulty} rejected={(count) => t('rejected', { count })} />
      {run.results.length > 0 ? (
        <VanityResults
          results={run.results}
          verified={t('verified')}
          secretHeader={t('privateKey')}
          rowKey={(result) => result.address}
          renderSecret={(result, index) => (
            <VanityKeyCell
              privateKey={result.secretBase58}
              index={index}
              shown={revealed.isShown(result.address)}
              onToggle={() => revealed.toggle(result.address)}
            >
              <button type="button" className="wallet-tools__small-button" onClick={() => exportKeypair(result)}>
                {t('export.keypair')}
              </button>
            </VanityKeyCell>
          )}
        >
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
        </VanityResults>
      ) : null}
      <VanityHow>
        <p className="account-field__hint">{t('how')}</p>
        <p className="account-field__hint">{t('odds')}</p>
      </VanityHow>
    </article>
  );
}
