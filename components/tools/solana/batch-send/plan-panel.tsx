'use client';

import { useTranslations } from 'next-intl';
import { CostSummary } from '@/components/batch/cost-summary';
import { PlanSection } from '@/components/batch/plan-section';
import { PlanShortfalls } from '@/components/batch/plan-shortfalls';
import { InviterShare } from '@/components/tools/solana/referral/inviter-share';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import { localizeError } from '@/lib/errors';
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
      {plan.isEstimate ? (
        <p className="account-field__hint" data-testid="solana-send-estimate">
          {t('withoutWallet')}
        </p>
      ) : (
        !plan.isSimulated && <p className="account-field__hint">{t('estimated')}</p>
      )}
      <PlanShortfalls namespace="solanaBatchSend.plan" shortfalls={plan.shortfalls} />
      <RentShortfallList shortfalls={plan.rentShortfalls} minimum={plan.reserve} />
    </>
  );
}

interface PlanPanelProps {
  locale: Locale;
  state: PlanState;
  isWaiting: boolean;
  /** A failed plan (its reads) names the RPC and offers Retry and another RPC in place. */
  rpcChoice: SolanaRpcChoice;
  onRetry: () => void;
}

/** How the rows become transactions and everything they cost, before anything is signed. */
export function PlanPanel({ locale, state, isWaiting, rpcChoice, onRetry }: PlanPanelProps) {
  const t = useTranslations('solanaBatchSend.plan');
  const failed = !isWaiting && !state.isPlanning && state.error !== undefined;
  return (
    <PlanSection
      namespace="solanaBatchSend.plan"
      locale={locale}
      // The failure is shown here with its RPC and what to do, not as the section's bare message.
      state={failed ? { ...state, error: undefined } : state}
      isWaiting={isWaiting}
      fields={
        failed ? (
          <RpcReadError
            rpc={rpcChoice}
            message={t('error', { message: localizeError(state.error, locale) })}
            onRetry={onRetry}
            testId="solana-send-plan-error"
          />
        ) : undefined
      }
      testId="solana-send-plan"
      planData={(plan) => ({ 'data-transactions': plan.cost.transactionCount, 'data-transfers': plan.chunks.length })}
    >
      {(plan) => <PlanDetails plan={plan} />}
    </PlanSection>
  );
}
