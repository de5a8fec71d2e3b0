'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ChunkFailure } from '@/lib/batch/types';
import { errorMessage } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { KEY_BATCH_CODE } from './broadcast';

/** A row's failure in the user's language: our own codes from keyBatch.errors, the rest from lib/errors. */
export function useErrorText(): (failure: ChunkFailure) => string {
  const t = useTranslations('keyBatch.errors');
  const locale = useSiteLocale();
  return useCallback(
    (failure: ChunkFailure) => {
      if (failure.code === KEY_BATCH_CODE.KEY_MISSING) return t('keyMissing');
      if (failure.code === KEY_BATCH_CODE.NOTHING_TO_SEND) return t('nothingToSend');
      return errorMessage(failure.code, locale, failure.message);
    },
    [t, locale],
  );
}
