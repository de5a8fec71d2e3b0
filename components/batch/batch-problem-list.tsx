'use client';

import { useTranslations } from 'next-intl';
import type { CheckedRow, RowIssue } from '@/lib/batch/validate';

/** A list of 5,000 problems helps nobody: the first ones are shown, the rest counted (and all are in the CSV). */
const SHOWN_PROBLEMS = 100;

interface BatchProblemListProps {
  problems: readonly CheckedRow[];
  describe: (issue: RowIssue) => string;
}

/** Each row with problems by its line number; rows that still run (duplicate warnings) are marked as notices. */
export function BatchProblemList({ problems, describe }: BatchProblemListProps) {
  const t = useTranslations('batch.input');
  const hidden = problems.length - SHOWN_PROBLEMS;
  return (
    <section className="batch-problems" aria-label={t('problems', { count: problems.length })}>
      <h3 className="account-field__label">{t('problems', { count: problems.length })}</h3>
      <ul>
        {problems.slice(0, SHOWN_PROBLEMS).map((entry) => (
          <li
            key={entry.line}
            className={entry.isExcluded ? 'account-field__error' : 'account-field__notice'}
            data-line={entry.line}
          >
            {t('line', { line: entry.line, issue: entry.issues.map(describe).join('; ') })}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="account-card__muted">{t('more', { count: hidden })}</p>}
    </section>
  );
}
