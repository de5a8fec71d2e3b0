'use client';

import { useTranslations } from 'next-intl';
import { SOLANA_NATIVE_DECIMALS } from '@/chains/solana/balances';
import { CostSummary } from '@/components/batch/cost-summary';
import { PlanSummary, type SummaryItem } from '@/components/tools/key-batch/plan-summary';
import { InviterShare } from '@/components/tools/solana/referral/inviter-share';
import { formatDecimal } from '@/lib/fees/decimal';
import { DestinationRentAlert } from './destination-rent-alert';
import type { SolanaCollectionPlan } from './plan';
import { PlanTable } from './plan-table';

interface PlanReviewProps {
  plan: SolanaCollectionPlan;
  walletCount: number;
  isBusy: boolean;
  onStart: () => void;
}

const sol = (value: bigint) => `${formatDecimal(value, SOLANA_NATIVE_DECIMALS)} SOL`;

/** Before anything is signed: what moves, who pays, the fees, every wallet, and the button that signs. */
export function PlanReview({ plan, walletCount, isBusy, onStart }: PlanReviewProps) {
  const t = useTranslations('solanaBatchCollection.plan');
  const { totals, settings, feePayer } = plan;
  const items: SummaryItem[] = [
    { term: t('wallets'), value: walletCount },
    { term: t('ready'), value: totals.ready },
    { term: t('skipped'), value: totals.skipped, isWarning: totals.skipped > 0 },
    { term: t('unreadable'), value: totals.errors, isWarning: totals.errors > 0 },
    { term: t('total'), value: `${formatDecimal(totals.amount, settings.decimals)} ${settings.symbol}` },
    { term: t('payer'), value: settings.feePayer ? t('payerKey') : t('payerSources') },
  ];
  if (settings.closeTokenAccounts) {
    items.push({ term: t('closedAccounts'), value: totals.closedAccounts });
    items.push({ term: t('rentTo'), value: settings.feePayer ? t('rentToPayer') : t('rentToDestination') });
  }
  const isShort = feePayer?.isShort === true;
  return (
    <section className="key-batch__run" aria-label={t('title')} data-testid="collection-plan">
      <PlanSummary title={t('title')} items={items} />
      <CostSummary summary={plan.cost} />
      <p className="account-card__muted">{t('feeNote', { fee: sol(plan.cost.serviceFee) })}</p>
      <InviterShare lamports={plan.referralShare} />
      {plan.transferFeeBasisPoints !== undefined && (
        <p className="account-card__muted">{t('transferFee', { percent: plan.transferFeeBasisPoints / 100 })}</p>
      )}
      {feePayer && (
        <p className={isShort ? 'account-field__error' : 'account-card__muted'} role={isShort ? 'alert' : undefined}>
          {t(isShort ? 'payerShort' : 'payerEnough', { balance: sol(feePayer.balance), needed: sol(feePayer.needed) })}
        </p>
      )}
      {plan.destinationRent && <DestinationRentAlert rent={plan.destinationRent} />}
      <PlanTable plan={plan} />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          data-testid="collection-start"
          disabled={totals.ready === 0 || isShort || plan.destinationRent !== undefined || isBusy}
          onClick={onStart}
        >
          {t('start', { count: totals.ready, transactions: plan.chunks.length })}
        </button>
      </div>
    </section>
  );
}
