'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import {
  matchesTronPattern,
  parseTronPattern,
  TRON_PATTERN_MAX,
  TRON_SECOND_CHARS,
  type TronPatternError,
  tronDifficulty,
} from '@/lib/vanity/tron-pattern';
import { useVanityRun } from '../../vanity/use-vanity-run';
import { downloadVanityCsv } from '../../vanity/vanity-export';
import { useVanityRunFields, VanityHeader, VanityRunFields, VanityTextField } from '../../vanity/vanity-form';
import { VanityFormEnd, VanityKeyCell, VanityProgress } from '../../vanity/vanity-progress';
import { useRevealed, VanityHow, VanityResults } from '../../vanity/vanity-results';
import { acceptTronHit, type TronVanityResult, tronVanityResultsToCsv } from './tron-vanity-export';
import type { TronVanityStart } from './tron-vanity-protocol';

/** The message of a pattern error, in the visitor's language, naming the field and the character at fault. */
function useErrorText() {
  const t = useTranslations('tronVanityAddress');
  return (error: TronPatternError, prefix: string) => {
    switch (error.code) {
      case 'VANITY_NOT_BASE58':
        return t('errors.VANITY_NOT_BASE58', {
          field: t(`field.${error.field}`),
          char: error.char,
          position: error.position,
        });
      case 'VANITY_SECOND_CHAR':
        return t('errors.VANITY_SECOND_CHAR', { char: error.char, allowed: error.allowed });
      case 'VANITY_PREFIX_IMPOSSIBLE':
        return t('errors.VANITY_PREFIX_IMPOSSIBLE', { prefix: `T${prefix.trim()}` });
      case 'VANITY_TOO_LONG':
        return t('errors.VANITY_TOO_LONG', { max: TRON_PATTERN_MAX });
      default:
        return t('errors.VANITY_EMPTY');
    }
  };
}

/** tron/vanity-address: a TRON address with the prefix and/or suffix you want, searched in this tab on every core. */
export function TronVanityView() {
  const t = useTranslations('tronVanityAddress');
  const tShared = useTranslations('vanityAddress');
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const fields = useVanityRunFields();
  const [submitted, setSubmitted] = useState(false);
  const revealed = useRevealed();
  const run = useVanityRun<TronVanityResult>();
  const errorText = useErrorText();

  const parsed = parseTronPattern(prefix, suffix);
  const difficulty = parsed.ok ? tronDifficulty(parsed.pattern) : null;
  const busy = run.status === 'running' || run.status === 'paused';
  // An empty form is an error only once the visitor asks for a search; a wrong character shows as it is typed.
  const error = parsed.ok || (parsed.error.code === 'VANITY_EMPTY' && !submitted) ? null : parsed.error;
  const fieldError = (field: 'prefix' | 'suffix') =>
    error && 'field' in error && error.field === field ? errorText(error, prefix) : null;
  const formError = error && !('field' in error) ? errorText(error, prefix) : null;
  const prefixError = fieldError('prefix');
  const suffixError = fieldError('suffix');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.ok) return;
    const { pattern } = parsed;
    revealed.hideAll();
    const command: TronVanityStart = { type: 'start', pattern };
    run.start({
      threads: fields.threads,
      wanted: fields.wanted,
      spawn: () => new Worker(new URL('./tron-vanity.worker.ts', import.meta.url), { type: 'module' }),
      command,
      accept: (hit) => acceptTronHit(hit.secret, hit.address, (address) => matchesTronPattern(address, pattern)),
    });
  };

  const exportCsv = () => downloadVanityCsv('tron-vanity', tronVanityResultsToCsv(run.results));

  return (
    <article className="wallet-tools">
      <VanityHeader title={t('title')} intro={t('intro')} />
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <fieldset className="wallet-tools__modes" disabled={busy}>
          <legend className="account-field__label">{t('patternLabel')}</legend>
          <VanityTextField
            id="tron-vanity-prefix"
            label={t('prefix')}
            value={prefix}
            onChange={setPrefix}
            placeholder="RX"
            maxLength={TRON_PATTERN_MAX}
            lead="T"
            error={prefixError}
            hint={t('prefixHint', { allowed: TRON_SECOND_CHARS })}
            errorReplacesHint
          />
          <VanityTextField
            id="tron-vanity-suffix"
            label={t('suffix')}
            value={suffix}
            onChange={setSuffix}
            placeholder="888"
            maxLength={TRON_PATTERN_MAX}
            error={suffixError}
            hint={t('patternHint')}
            hintId="tron-vanity-pattern-hint"
          />
          <VanityRunFields idPrefix="tron-vanity" fields={fields} />
        </fieldset>
        <VanityFormEnd error={formError} difficulty={difficulty} run={run} />
      </form>
      <VanityProgress run={run} difficulty={difficulty} rejected={(count) => t('rejected', { count })} />
      {run.results.length > 0 ? (
        <VanityResults
          results={run.results}
          verified={t('verified')}
          secretHeader={tShared('privateKey')}
          rowKey={(result) => result.privateKey}
          renderSecret={(result, index) => (
            <VanityKeyCell
              privateKey={result.privateKey}
              index={index}
              shown={revealed.isShown(result.privateKey)}
              onToggle={() => revealed.toggle(result.privateKey)}
            />
          )}
        >
          <p className="account-field__hint">{t('keyFormat')}</p>
          <div className="wallet-tools__actions">
            <button type="button" className="wallet-tools__button" onClick={exportCsv}>
              {tShared('export.csv')}
            </button>
          </div>
        </VanityResults>
      ) : null}
      <VanityHow>
        <p className="account-field__hint">{t('how')}</p>
        <p className="account-field__hint">{t('caseNote')}</p>
      </VanityHow>
    </article>
  );
}
