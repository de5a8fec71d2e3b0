'use client';

import { useTranslations } from 'next-intl';
import type { DebouncedPlanState } from '@/components/batch/use-debounced-plan';
import { errorMessage } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { CappedPlanPanel } from '../send-token/plan-panel';
import type { NftPlan, NftPlanRequest } from './nft-plan';

interface NftPlanPanelProps {
  locale: Locale;
  capText: string;
  onCapText: (text: string) => void;
  isCapInvalid: boolean;
  state: DebouncedPlanState<NftPlanRequest, NftPlan>;
  isWaiting: boolean;
}

/** How the transfers become transactions and what they cost, before anything is signed. */
export function NftPlanPanel(props: NftPlanPanelProps) {
  const { locale } = props;
  const t = useTranslations('batchSendNft.plan');
  return (
    <CappedPlanPanel<NftPlan>
      {...props}
      namespace="batchSendNft.plan"
      rowsName="transfers"
      costNotes={<p className="account-field__hint">{t('noFee')}</p>}
      alerts={(plan) =>
        plan.cost.simulationFailures.map((failure) => (
          <p key={failure.chunkId} className="account-alert account-alert--error" role="alert">
            {t('simulationFailed', {
              first: failure.lines[0] ?? 0,
              last: failure.lines.at(-1) ?? 0,
              message: errorMessage(failure.error.code, locale, failure.error.message),
            })}
          </p>
        ))
      }
    />
  );
}
