'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CostSummary } from '@/components/batch/cost-summary';
import { PlanSection } from '@/components/batch/plan-section';
import { PlanShortfalls } from '@/components/batch/plan-shortfalls';
import type { Locale } from '@/lib/i18n/config';
import type { SendPlan } from './build-plan';
import type { PlanState } from './use-send-plan';

export interface PlanPanelProps {
  locale: Locale;
  capText: string;
  onCapText: (text: string) => void;
  isCapInvalid: boolean;
  state: PlanState;
  /** Nothing to plan yet (no wallet, asset or rows). */
  isWaiting: boolean;
}

/** Whole numbers from 1: the cap on recipients per transaction ('' means none). */
export function parseCap(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1 || !Number.isSafeInteger(Number(trimmed))) return 'invalid';
  return Number(trimmed);
}

function PlanDetails({ plan }: { plan: SendPlan }) {
  const t = useTranslations('batchSendToken.plan');
  const largest = Math.max(...plan.chunks.map((chunk) => chunk.rows.length));
  const recipients = plan.chunks.reduce((sum, chunk) => sum + chunk.rows.length, 0);
  return (
    <>
      <p>{t('summary', { recipients, transactions: plan.chunks.length, perTransaction: largest })}</p>
      <CostSummary summary={plan.cost} />
      {!plan.hasSender && <p className="account-field__hint">{t('withoutWallet')}</p>}
      {plan.hasSender && !plan.isSimulated && <p className="account-field__hint">{t('figures')}</p>}
      <PlanShortfalls namespace="batchSendToken.plan" shortfalls={plan.shortfalls} />
    </>
  );
}

/** How the rows become transactions and what they cost, before anything is signed. */
export function PlanPanel({ locale, capText, onCapText, isCapInvalid, state, isWaiting }: PlanPanelProps) {
  const t = useTranslations('batchSendToken.plan');
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
      namespace="batchSendToken.plan"
      locale={locale}
      state={state}
      isWaiting={isWaiting}
      fields={capField}
      planData={(plan) => ({ 'data-transactions': plan.chunks.length })}
    >
      {(plan) => <PlanDetails plan={plan} />}
    </PlanSection>
  );
}
