'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { MultiSendIssueCode } from './multi-send-rows';

const ISSUE_KEYS: Record<MultiSendIssueCode, string> = {
  'missing-column': 'missingColumn',
  'too-many-columns': 'tooManyColumns',
  'invalid-key': 'invalidKey',
  'invalid-address': 'invalidAddress',
  'invalid-amount': 'invalidAmount',
  'too-many-decimals': 'tooManyDecimals',
  'negative-or-zero': 'negativeOrZero',
  'same-address': 'sameAddress',
  'all-shared-key': 'allSharedKey',
};

/** A multi-send row's problems in the user's words. */
export function useRowIssueText(decimals: number): (codes: readonly MultiSendIssueCode[]) => string {
  const t = useTranslations('keyBatch.input');
  return useCallback(
    (codes: readonly MultiSendIssueCode[]) => codes.map((code) => t(ISSUE_KEYS[code], { decimals })).join('; '),
    [t, decimals],
  );
}
