'use client';

import { useTranslations } from 'next-intl';
import { CostSummary } from '@/components/batch/cost-summary';
import { PlanSection } from '@/components/batch/plan-section';
import { PlanShortfalls } from '@/components/batch/plan-shortfalls';
import { InviterShare } from '@/components/tools/solana/referral/inviter-share';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import { RentShortfallList } from './rent-shortfall-list';
import type { SolanaSendPlan } from './send-plan';
import type { PlanState } from './use-send-plan';

const sol = (lamports: bigint) => formatDecimal(lamports, 9);

function PlanDetails({ plan }: { plan: SolanaSendPlan }) {
  const t = useTranslations('solanaBatchSend.plan');
  const recipients = plan.chunks.reduce((sum, chunk) => sum + chunk.rows.length, 0);
  const largest = Math.max(...plan.chunks.map((chunk) => chunk.rows.length));
  const [solTotal, tokenTotal] = plan.cost.totals;
  const perTransaction = plan.chunks.length === 0 ? 0n : plan.cost.serviceFee / BigInt(plan.chunks.length);
  return (
    <>
      <p data-format={plan.format}>
        {t('summary', { recipients, transactions: plan.chunks.length, perTransaction: largest })}{' '}
        {plan.format === 'v0' ? t('formatV0', { tables: plan.tables.length }) : t('formatLegacy')}
      </p>
      <ul className="account-card__muted">
        <li data-accounts={plan.accountsToCreate}>
          {t('accounts', { count: plan.accountsToCreate, rent: sol(plan.accountRent) })}
        </li>
        {plan.tables.length > 0 && (
          <li>{t('tables', { transactions: plan.setupTransactions, rent: sol(plan.tableRent) })}</li>
        )}
        <li>{t('serviceFee', { fee: sol(perTransaction), transactions: plan.chunks.length })}</li>
      </ul>
      <CostSummary summary={plan.cost} />
      <InviterShare lamports={plan.referralShare} />
      <p data-testid="solana-send-needs">
        {t('needs', { amount: sol(solTotal.amount), reserve: sol(plan.reserve) })}
        {tokenTotal &&
          ` ${t('needsToken', { amount: formatDecimal(tokenTotal.amount, tokenTotal.token.decimals), symbol: tokenTotal.token.symbol })}`}
      </p>
      {!plan.isSimulated && <p className="account-field__hint">{t('estimated')}</p>}
      <PlanShortfalls namespace="solanaBatchSend.plan" shortfalls={plan.shortfalls} />
      <RentShortfallList shortfalls={plan.rentShortfalls} minimum={plan.reserve} />
    </>
  );
}

/** How the rows become transactions and everything they cost, before anything is signed. */
export function PlanPanel({ locale, state, isWaiting }: { locale: Locale; state: PlanState; isWaiting: boolean }) {
  return (
    <PlanSection
      namespace="solanaBatchSend.plan"
      locale={locale}
      state={state}
      isWaiting={isWaiting}
      testId="solana-send-plan"
      planData={(plan) => ({ 'data-transactions': plan.cost.transactionCount, 'data-transfers': plan.chunks.length })}
    >
      {(plan) => <PlanDetails plan={plan} />}
    </PlanSection>
  );
}
