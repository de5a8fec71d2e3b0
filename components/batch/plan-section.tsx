'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { DebouncedPlanState } from './use-debounced-plan';

interface PlanSectionProps<Plan> {
  /** The tool's texts: legend, waiting, planning and error ({message}). */
  namespace: string;
  locale: Locale;
  state: DebouncedPlanState<unknown, Plan>;
  /** Nothing to plan yet (no wallet, asset or rows). */
  isWaiting: boolean;
  testId?: string;
  /** Fields that shape the plan (e.g. a cap per transaction), under the title. */
  fields?: ReactNode;
  /** Data attributes of the plan's box, read by browser tests (e.g. `data-transactions`). */
  planData?: (plan: Plan) => Record<`data-${string}`, string | number>;
  /** The plan's figures; kept on screen, dimmed, while the next plan is worked out. */
  children: (plan: Plan) => ReactNode;
}

/** How the rows become transactions and what they cost, before anything is signed: waiting, planning, failed, plan. */
export function PlanSection<Plan>({
  namespace,
  locale,
  state,
  isWaiting,
  testId,
  fields,
  planData,
  children,
}: PlanSectionProps<Plan>) {
  const t = useTranslations(namespace);
  const plan = state.result?.plan;
  return (
    <section className="send-token__panel" aria-label={t('legend')} aria-busy={state.isPlanning} data-testid={testId}>
      <h2>{t('legend')}</h2>
      {fields}
      {isWaiting && <p className="account-card__muted">{t('waiting')}</p>}
      {!isWaiting && state.isPlanning && (
        <p className="account-card__muted" role="status">
          {t('planning')}
        </p>
      )}
      {!isWaiting && state.error !== undefined && (
        <p className="account-alert account-alert--error" role="alert">
          {t('error', { message: localizeError(state.error, locale) })}
        </p>
      )}
      {!isWaiting && plan !== undefined && (
        <div className={state.isPlanning ? 'send-token__stale' : undefined} {...planData?.(plan)}>
          {children(plan)}
        </div>
      )}
    </section>
  );
}
