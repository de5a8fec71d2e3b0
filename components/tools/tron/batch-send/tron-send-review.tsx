'use client';

import { useTranslations } from 'next-intl';
import type { PreparedTronCall, TronSendPlan } from '@/chains/tron/batch-send';
import { formatDecimal } from '@/lib/fees/decimal';

const trx = (sun: bigint) => formatDecimal(sun, 6);

/** Every batch's cost before anything is signed: energy, bandwidth, TRX burnt, our fee, and each row's share. */
export function TronSendReview({ plan, symbol }: { plan: TronSendPlan; symbol: string }) {
  const t = useTranslations('tronBatchSendToken.review');
  return (
    <div className="send-token__panel" data-testid="tron-send-review">
      <h2>{t('title')}</h2>
      <table className="batch-table">
        <thead>
          <tr>
            <th>{t('batch')}</th>
            <th>{t('rows')}</th>
            <th>{t('energy')}</th>
            <th>{t('bandwidth')}</th>
            <th>{t('burnt')}</th>
            <th>{t('fee')}</th>
            <th>{t('perRow')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.batches.map((batch, index) => (
            <tr key={batch.rows[0].index} data-batch={index}>
              <td>{index + 1}</td>
              <td>{batch.rows.length}</td>
              <td data-column="energy">{batch.energy.toLocaleString('en-US')}</td>
              <td data-column="bandwidth">{batch.cost.bandwidth.toLocaleString('en-US')}</td>
              <td data-column="burnt">{trx(batch.cost.totalSun)}</td>
              <td data-column="fee">{trx(plan.serviceFeeSun / BigInt(plan.batches.length))}</td>
              <td data-column="perRow">{trx(batch.rowCostsSun[0])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="tron-send-totals">
        {t('totals', {
          batches: plan.batches.length,
          burnt: trx(plan.networkSun),
          fees: trx(plan.serviceFeeSun),
          total: trx(plan.totalTrxSun),
          symbol,
        })}
      </p>
      <p className="account-field__hint">{t('explain')}</p>
      {plan.shortfallSun > 0n && (
        <p className="account-alert account-alert--error" role="alert">
          {t('shortfall', { missing: trx(plan.shortfallSun), balance: trx(plan.balanceSun) })}
        </p>
      )}
    </div>
  );
}

/** The cost of the transaction the wallet is about to show, priced on the chain as it is now. */
export function PreparedCost({ prepared }: { prepared: PreparedTronCall }) {
  const t = useTranslations('tronBatchSendToken.review');
  return (
    <p className="account-field__hint" role="status" data-testid="tron-send-prepared">
      {t('prepared', {
        energy: prepared.energy.toLocaleString('en-US'),
        bandwidth: prepared.cost.bandwidth.toLocaleString('en-US'),
        burnt: trx(prepared.cost.totalSun),
        feeLimit: trx(prepared.feeLimit),
      })}
    </p>
  );
}
