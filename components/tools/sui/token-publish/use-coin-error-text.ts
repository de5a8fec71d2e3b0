'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { SUI_DECIMALS } from '@/chains/sui/chain';
import { SuiCoinTxError } from '@/chains/sui/token/publish';
import { SuiCoinRunError } from '@/chains/sui/token/run';
import { SuiCoinTemplateError } from '@/chains/sui/token/template';
import { SuiWalletError } from '@/components/wallet/sui/wallet-error';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import { useSuiErrorText } from '../rpc/sui-read-error';

/** A failure the page words itself (already in the reader's language). */
export class SuiCoinPageMessage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SuiCoinPageMessage';
  }
}

/** Why a coin step failed, in the reader's language (shared by the publish and manage pages). */
export function useSuiCoinErrorText(locale: Locale) {
  const t = useTranslations('suiTokenPublish.errors');
  const tw = useTranslations('suiWallet');
  const describeRead = useSuiErrorText(locale);
  return useCallback(
    (error: unknown): string => {
      if (error instanceof SuiCoinPageMessage) return error.message;
      if (error instanceof SuiWalletError) return tw(`errors.${error.reason}`);
      if (error instanceof SuiCoinRunError) {
        const sui = (mist: bigint | undefined) => formatDecimal(mist ?? 0n, SUI_DECIMALS);
        switch (error.code) {
          case 'noSui':
          case 'short':
            return t('short', { need: sui(error.detail.need), have: sui(error.detail.have) });
          case 'dryRunFailed':
            return t('dryRun', { reason: error.detail.error ?? '' });
          default:
            return t('failedOnChain', { reason: error.detail.error ?? '' });
        }
      }
      if (error instanceof SuiCoinTxError || error instanceof SuiCoinTemplateError) {
        return t('build', { reason: error.message });
      }
      return describeRead(error);
    },
    [t, tw, describeRead],
  );
}
