'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { CallRowIssue } from './call-rows';

/** A line's problem in the user's words: the column, then what that column must hold. */
export function useCallIssueText(): (issue: CallRowIssue) => string {
  const t = useTranslations('batchCallContract.issues');
  return useCallback(
    (issue: CallRowIssue) => {
      const problem = t(issue.code, { expected: issue.expected ?? '' });
      return issue.column ? t('inColumn', { column: issue.column, problem }) : problem;
    },
    [t],
  );
}
