'use client';

import { useTranslations } from 'next-intl';

/** The first problems are listed, the rest counted: 5,000 lines of errors help nobody. */
const SHOWN_ISSUES = 50;

export interface LineIssue {
  line: number;
  text: string;
}

/** Problems of pasted lines by line number; the lines' contents (keys) are never repeated here. */
export function IssueList({ issues }: { issues: readonly LineIssue[] }) {
  const t = useTranslations('keyBatch.input');
  if (issues.length === 0) return null;
  const hidden = issues.length - SHOWN_ISSUES;
  return (
    <section className="key-batch__issues" aria-label={t('problems', { count: issues.length })}>
      <h3 className="account-field__label">{t('problems', { count: issues.length })}</h3>
      <ul>
        {issues.slice(0, SHOWN_ISSUES).map((issue) => (
          <li key={`${issue.line}-${issue.text}`} className="account-field__error" data-line={issue.line}>
            {t('line', { line: issue.line, issue: issue.text })}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="account-card__muted">{t('more', { count: hidden })}</p>}
    </section>
  );
}
