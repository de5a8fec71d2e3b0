'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { RowIssue, RowIssueCode } from '@/lib/batch/validate';

const ISSUE_KEYS: Record<RowIssueCode, string> = {
  'missing-column': 'missingColumn',
  'too-many-columns': 'tooManyColumns',
  'invalid-address': 'invalidAddress',
  'invalid-amount': 'invalidAmount',
  'too-many-decimals': 'tooManyDecimals',
  'negative-or-zero': 'negativeOrZero',
  'note-too-long': 'noteTooLong',
  duplicate: 'duplicate',
};

/** A row issue in the user's words; `amountDecimals` fills "more than N decimal places". */
export function useIssueText(amountDecimals: number | undefined): (issue: RowIssue) => string {
  const t = useTranslations('batch.issues');
  return useCallback(
    (issue: RowIssue) =>
      t(ISSUE_KEYS[issue.code], {
        decimals: amountDecimals ?? 0,
        line: issue.duplicateOf ?? 0,
      }),
    [t, amountDecimals],
  );
}
