'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { CostSummary } from '@/components/batch/cost-summary';
import { PlanSection } from '@/components/batch/plan-section';
import { type PlanShortfall, PlanShortfalls } from '@/components/batch/plan-shortfalls';
import type { DebouncedPlanState } from '@/components/batch/use-debounced-plan';
import type { CostSummary as CostSummaryData } from '@/lib/batch/plan';
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

/** What a send's plan shows alike for coins, tokens and NFTs: chunks, cost, shortfalls, whether it was simulated. */
export interface ChunkedPlan {
  hasSender: boolean;
  chunks: readonly { rows: readonly unknown[] }[];
  isSimulated: boolean;
  cost: CostSummaryData;
  shortfalls: readonly PlanShortfall[];
}

interface CappedPlanPanelProps<P extends ChunkedPlan> extends Omit<PlanPanelProps, 'state'> {
  /** The tool's plan texts: legend, waiting, planning, error, summary, maxLabel, maxHint, maxInvalid, withoutWallet… */
  namespace: 'batchSendToken.plan' | 'batchSendNft.plan';
  state: DebouncedPlanState<unknown, P>;
  /** The summary's count of rows: `recipients` of a send, `transfers` of an NFT send. */
  rowsName: 'recipients' | 'transfers';
  /** Notes under the cost (e.g. that the tool takes no fee). */
  costNotes?: ReactNode;
  /** Alerts of a plan above its shortfalls (e.g. each failed simulation). */
  alerts?: (plan: P) => ReactNode;
}

/** How the rows become transactions (with a cap per transaction) and what they cost, before anything is signed. */
export function CappedPlanPanel<P extends ChunkedPlan>(props: CappedPlanPanelProps<P>) {
  const { namespace, locale, capText, onCapText, isCapInvalid, state, isWaiting, rowsName, costNotes, alerts } = props;
  const t = useTranslations(namespace);
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
      namespace={namespace}
      locale={locale}
      state={state}
      isWaiting={isWaiting}
      fields={capField}
      planData={(plan) => ({ 'data-transactions': plan.chunks.length })}
    >
      {(plan) => {
        const largest = Math.max(...plan.chunks.map((chunk) => chunk.rows.length));
        const rows = plan.chunks.reduce((sum, chunk) => sum + chunk.rows.length, 0);
        return (
          <>
            <p>{t('summary', { [rowsName]: rows, transactions: plan.chunks.length, perTransaction: largest })}</p>
            <CostSummary summary={plan.cost} />
            {costNotes}
            {!plan.hasSender && <p className="account-field__hint">{t('withoutWallet')}</p>}
            {plan.hasSender && !plan.isSimulated && <p className="account-field__hint">{t('figures')}</p>}
            {alerts?.(plan)}
            <PlanShortfalls namespace={namespace} shortfalls={plan.shortfalls} />
          </>
        );
      }}
    </PlanSection>
  );
}

/** How the rows become transactions and what they cost, before anything is signed. */
export function PlanPanel(props: PlanPanelProps) {
  return <CappedPlanPanel<SendPlan> {...props} namespace="batchSendToken.plan" rowsName="recipients" />;
}
