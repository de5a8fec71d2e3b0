'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { SolanaSimulationError } from '@/chains/solana/prepare';
import { TokenActionError, type TokenAuthorityKind } from '@/chains/solana/token/errors';
import { TokenInputError, type TokenInputIssue } from '@/chains/solana/token/validate';
import { InvalidSolanaMintError } from '@/chains/solana/token-accounts';
import { isUserRejection, localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { TokenTransactionExpiredError, TokenTransactionFailedError } from './send-token-transaction';

/** A form field's own problem (shown under the field): issue codes of validate.ts, and an address that is none. */
export type FieldIssue = TokenInputIssue | { code: 'invalidAddress' } | { code: 'confirmRequired' };

export function useIssueText(): (issue: FieldIssue) => string {
  const t = useTranslations('solanaToken.issues');
  return useCallback((issue: FieldIssue) => t(issue.code, { limit: 'limit' in issue ? (issue.limit ?? 0) : 0 }), [t]);
}

export function useAuthorityText(): (authority: TokenAuthorityKind | undefined) => string {
  const t = useTranslations('solanaToken.authorities');
  return useCallback((authority) => t(authority ?? 'unknown'), [t]);
}

/** Every error a token page can meet, in the page's language: the library's codes first, then the generic ones. */
export function useTokenErrorText(): (error: unknown) => string {
  const t = useTranslations('solanaToken.errors');
  const fieldText = useTranslations('solanaToken.fields');
  const issueText = useIssueText();
  const authorityText = useAuthorityText();
  const locale = useSiteLocale();
  return useCallback(
    (error: unknown) => {
      if (error instanceof TokenActionError) {
        return t(`action.${error.code}`, { authority: authorityText(error.details.authority) });
      }
      if (error instanceof TokenInputError) {
        const [issue] = error.issues;
        return t('input', { field: fieldText(issue.field), message: issueText(issue) });
      }
      if (error instanceof InvalidSolanaMintError) {
        const isMissing = error.message.endsWith('no such account');
        return t(isMissing ? 'mintMissing' : 'notMint', { mint: error.mint });
      }
      // By name: importing the class would pull the wallet adapter into every module that shows errors.
      if (error instanceof Error && error.name === 'SolanaWalletCannotSignError') return t('cannotSign');
      if (error instanceof TokenTransactionFailedError)
        return t('failedOnChain', { reason: JSON.stringify(error.reason) });
      if (error instanceof TokenTransactionExpiredError) return t('expired');
      if (error instanceof SolanaSimulationError) {
        const line = error.logs.filter((text) => /failed|error|insufficient/i.test(text)).pop();
        return t('simulation', { reason: line ?? JSON.stringify(error.error) });
      }
      if (isUserRejection(error)) return t('rejected');
      return t('other', { reason: localizeError(error, locale) });
    },
    [t, fieldText, issueText, authorityText, locale],
  );
}
