'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CostSummary } from '@/components/batch/cost-summary';
import { localizeError } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
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

/** How the rows become transactions and what they cost, before anything is signed. */
export function PlanPanel({ locale, capText, onCapText, isCapInvalid, state, isWaiting }: PlanPanelProps) {
  const t = useTranslations('sendToken.plan');
  const id = useId();
  const plan = state.result?.plan;
  const largest = plan ? Math.max(...plan.chunks.map((chunk) => chunk.rows.length)) : 0;
  const recipients = plan ? plan.chunks.reduce((sum, chunk) => sum + chunk.rows.length, 0) : 0;
  return (
    <section className="send-token__panel" aria-label={t('legend')} aria-busy={state.isPlanning}>
      <h2>{t('legend')}</h2>
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
      {!isWaiting && plan && (
        <div className={state.isPlanning ? 'send-token__stale' : undefined} data-transactions={plan.chunks.length}>
          <p>{t('summary', { recipients, transactions: plan.chunks.length, perTransaction: largest })}</p>
          <CostSummary summary={plan.cost} />
          {!plan.isSimulated && <p className="account-field__hint">{t('figures')}</p>}
          {plan.shortfalls.map(({ token, needed, available }) => (
            <p key={token.symbol} className="account-alert account-alert--error" role="alert">
              {t('shortfall', {
                symbol: token.symbol,
                needed: formatDecimal(needed, token.decimals),
                available: formatDecimal(available, token.decimals),
              })}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
