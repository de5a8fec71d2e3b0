'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { InvalidSolanaMintError } from '@/chains/solana/token-accounts';
import { TransferHookNotSupportedError } from '@/chains/solana/transfers';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { CollectionAmountError } from './plan';

/** A plan refused for the user's input or the token itself (fix the form), not for the RPC (retry or change it). */
export function isInputError(error: unknown): boolean {
  return (
    error instanceof CollectionAmountError ||
    error instanceof TransferHookNotSupportedError ||
    error instanceof InvalidSolanaMintError
  );
}

/** Why the plan could not be read, in the user's language: our own cases first, then the shared error catalogue. */
export function usePlanErrorText(): (error: unknown) => string {
  const t = useTranslations('solanaBatchCollection.errors');
  const locale = useSiteLocale();
  return useCallback(
    (error: unknown) => {
      if (error instanceof CollectionAmountError) return t('amount', { decimals: error.decimals });
      if (error instanceof TransferHookNotSupportedError) return t('transferHook');
      if (error instanceof InvalidSolanaMintError) return t('mint');
      return t('readFailed', { message: localizeError(error, locale) });
    },
    [t, locale],
  );
}
