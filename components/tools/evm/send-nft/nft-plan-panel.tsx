'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CostSummary } from '@/components/batch/cost-summary';
import { PlanSection } from '@/components/batch/plan-section';
import { PlanShortfalls } from '@/components/batch/plan-shortfalls';
import type { DebouncedPlanState } from '@/components/batch/use-debounced-plan';
import { errorMessage } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { NftPlan, NftPlanRequest } from './nft-plan';

interface NftPlanPanelProps {
  locale: Locale;
  capText: string;
  onCapText: (text: string) => void;
  isCapInvalid: boolean;
  state: DebouncedPlanState<NftPlanRequest, NftPlan>;
  isWaiting: boolean;
}

function PlanDetails({ plan, locale }: { plan: NftPlan; locale: Locale }) {
  const t = useTranslations('batchSendNft.plan');
  const largest = Math.max(...plan.chunks.map((chunk) => chunk.rows.length));
  const transfers = plan.chunks.reduce((sum, chunk) => sum + chunk.rows.length, 0);
  return (
    <>
      <p>{t('summary', { transfers, transactions: plan.chunks.length, perTransaction: largest })}</p>
      <CostSummary summary={plan.cost} />
      <p className="account-field__hint">{t('noFee')}</p>
      {!plan.hasSender && <p className="account-field__hint">{t('withoutWallet')}</p>}
      {plan.hasSender && !plan.isSimulated && <p className="account-field__hint">{t('figures')}</p>}
      {plan.cost.simulationFailures.map((failure) => (
        <p key={failure.chunkId} className="account-alert account-alert--error" role="alert">
          {t('simulationFailed', {
            first: failure.lines[0] ?? 0,
            last: failure.lines.at(-1) ?? 0,
            message: errorMessage(failure.error.code, locale, failure.error.message),
          })}
        </p>
      ))}
      <PlanShortfalls namespace="batchSendNft.plan" shortfalls={plan.shortfalls} />
    </>
  );
}

/** How the transfers become transactions and what they cost, before anything is signed. */
export function NftPlanPanel({ locale, capText, onCapText, isCapInvalid, state, isWaiting }: NftPlanPanelProps) {
  const t = useTranslations('batchSendNft.plan');
  const id = useId();
  const capField = (
    <div className="account-field">
      <label htmlFor={`${id}-cap`} className="account-field__label">
        {t('maxLabel')}
      </label>
      <p id={`${id}-cap-hint`} className="account-field__hint">
        {t('maxHint')}
      </p>
      <input
        id={`${id}-cap`}
        className="account-field__input send-token__narrow"
        inputMode="numeric"
        aria-describedby={`${id}-cap-hint`}
        aria-invalid={isCapInvalid}
        value={capText}
        onChange={(event) => onCapText(event.target.value)}
      />
      {isCapInvalid && <p className="account-field__error">{t('maxInvalid')}</p>}
    </div>
  );
  return (
    <PlanSection
      namespace="batchSendNft.plan"
      locale={locale}
      state={state}
      isWaiting={isWaiting}
      fields={capField}
      planData={(plan) => ({ 'data-transactions': plan.chunks.length })}
    >
      {(plan) => <PlanDetails plan={plan} locale={locale} />}
    </PlanSection>
  );
}
