'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { KeyIssue } from './key-issue';

/** A pasted key's problem in the user's words (the key itself is never repeated). */
export function useKeyIssueText(): (issue: KeyIssue) => string {
  const t = useTranslations('keyBatch.input');
  return useCallback(
    (issue: KeyIssue) =>
      issue.code === 'invalid-key' ? t('invalidKey') : t('duplicateKey', { line: issue.duplicateOf ?? 0 }),
    [t],
  );
}
