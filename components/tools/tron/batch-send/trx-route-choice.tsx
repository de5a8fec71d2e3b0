'use client';

import { useTranslations } from 'next-intl';
import type { TronSendPlan } from '@/chains/tron/batch-send';
import { cheaperTrxRoute, type TronTransferPlan, type TrxRoute } from '@/chains/tron/transfers';
import { formatDecimal } from '@/lib/fees/decimal';
import { TronSendReview } from './tron-send-review';

const trx = (sun: bigint) => formatDecimal(sun, 6);

interface TrxRouteChoiceProps {
  multisend: TronSendPlan;
  transfers: TronTransferPlan;
  route: TrxRoute;
  onRoute: (route: TrxRoute) => void;
}

/** TRX only: both ways priced by the same rules, side by side, the cheaper one chosen first and marked. */
export function TrxRouteChoice({ multisend, transfers, route, onRoute }: TrxRouteChoiceProps) {
  const t = useTranslations('tronBatchSendToken.route');
  const cheaper = cheaperTrxRoute(multisend, transfers);
  const figures: Record<TrxRoute, { transactions: number; burnt: string; fees: string }> = {
    transfers: {
      transactions: transfers.signatures,
      burnt: trx(transfers.networkSun),
      fees: trx(transfers.serviceFeeSun),
    },
    multisend: {
      transactions: multisend.batches.length,
      burnt: trx(multisend.networkSun),
      fees: trx(multisend.serviceFeeSun),
    },
  };
  return (
    <fieldset className="send-token__panel" data-testid="tron-send-routes">
      <legend>{t('legend')}</legend>
      {(['transfers', 'multisend'] as const).map((choice) => (
        <label key={choice} className="check-balance__check" data-route={choice}>
          <input type="radio" name="tron-send-route" checked={route === choice} onChange={() => onRoute(choice)} />
          {t(choice, figures[choice])}
          {choice === cheaper && <strong> {t('cheaper')}</strong>}
        </label>
      ))}
      <p className="account-field__hint">{t('explain')}</p>
    </fieldset>
  );
}

/** The one-transfer-per-recipient route before signing: what it burns, our fee, the TRX leaving the account. */
export function TransfersReview({ plan }: { plan: TronTransferPlan }) {
  const t = useTranslations('tronBatchSendToken');
  const created = plan.transfers.filter((transfer) => transfer.createsAccount).length;
  return (
    <div className="send-token__panel" data-testid="tron-send-transfers-review">
      <p data-testid="tron-send-transfers-totals">
        {t('route.totals', {
          count: plan.transfers.length,
          burnt: trx(plan.networkSun),
          created,
          fees: trx(plan.serviceFeeSun),
          total: trx(plan.totalTrxSun),
        })}
      </p>
      {plan.shortfallSun > 0n && (
        <p className="account-alert account-alert--error" role="alert">
          {t('review.shortfall', { missing: trx(plan.shortfallSun), balance: trx(plan.balanceSun) })}
        </p>
      )}
    </div>
  );
}

interface PlanReviewProps {
  plan: TronSendPlan;
  transfers?: TronTransferPlan;
  route: TrxRoute;
  symbol: string;
  onRoute: (route: TrxRoute) => void;
  onStart: () => void;
  onEdit: () => void;
}

/** The reviewed plan: for TRX both routes side by side, the chosen one's costs, then send or edit. */
export function PlanReview({ plan, transfers, route, symbol, onRoute, onStart, onEdit }: PlanReviewProps) {
  const t = useTranslations('tronBatchSendToken');
  const chosen = route === 'transfers' && transfers ? transfers : null;
  return (
    <>
      {transfers && <TrxRouteChoice multisend={plan} transfers={transfers} route={route} onRoute={onRoute} />}
      {chosen ? <TransfersReview plan={chosen} /> : <TronSendReview plan={plan} symbol={symbol} />}
      <button
        type="button"
        className="button"
        disabled={(chosen ?? plan).shortfallSun > 0n}
        data-testid="tron-send-start"
        onClick={onStart}
      >
        {chosen ? t('sendTransfers', { count: chosen.signatures }) : t('send', { count: plan.batches.length })}
      </button>
      <button type="button" className="button account-button--secondary" onClick={onEdit}>
        {t('edit')}
      </button>
    </>
  );
}
