'use client';

import { useTranslations } from 'next-intl';
import type { CollectionAmount, CollectionSetup, WalletCollectionPlan } from '@/chains/tron/collection';
import { downloadCsv } from '@/components/batch/download-csv';
import { formatDecimal } from '@/lib/fees/decimal';
import { tronscanTransactionUrl } from '../batch-send/results-csv';
import { collectionResultsCsv, type WalletRun } from './results';

export interface ReviewPhase {
  step: 'review';
  plans: WalletCollectionPlan[];
  setup: CollectionSetup;
  amount: CollectionAmount;
  symbol: string;
  decimals: number;
}

interface CollectionPlanProps {
  phase: ReviewPhase;
  runs: readonly WalletRun[];
  isRunning: boolean;
  onStart: () => void;
  onRetry: () => void;
}

const trx = (sun: bigint) => formatDecimal(sun, 6);

/** Every wallet's plan before signing (amount, top-up, burn, fee), then its status and transactions. */
export function CollectionPlan({ phase, runs, isRunning, onStart, onRetry }: CollectionPlanProps) {
  const t = useTranslations('tronBatchCollectionToken');
  return (
    <section className="send-token__panel" data-testid="tron-collection-review">
      <h2>{t('plan.title')}</h2>
      <table className="batch-table">
        <thead>
          <tr>
            <th>{t('plan.wallet')}</th>
            <th>{t('plan.collect', { symbol: phase.symbol })}</th>
            <th>{t('plan.topUp')}</th>
            <th>{t('plan.burnt')}</th>
            <th>{t('plan.fee')}</th>
            <th>{t('plan.status')}</th>
          </tr>
        </thead>
        <tbody>
          {phase.plans.map((plan) => {
            const run = runs.find((entry) => entry.address === plan.address);
            return (
              <tr key={plan.address} data-wallet={plan.address}>
                <td className="check-balance__mono">{plan.address}</td>
                <td data-column="amount">{formatDecimal(plan.amount, phase.decimals)}</td>
                <td data-column="topUp">{trx(plan.topUpSun)}</td>
                <td data-column="burnt">{trx(plan.networkSun)}</td>
                <td data-column="fee">{trx(plan.feeSun)}</td>
                <td data-column="status">
                  {plan.skip ? t(`skip.${plan.skip}`) : run ? t(`status.${run.status}`) : t('status.pending')}
                  {run?.results.map((result) => (
                    <a key={result.txId} href={tronscanTransactionUrl(result.txId)} target="_blank" rel="noreferrer">
                      {' '}
                      {t(`kind.${result.kind}`)}
                    </a>
                  ))}
                  {run?.error && <span className="account-field__error"> {run.error}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p data-testid="tron-collection-totals">
        {t('plan.totals', {
          wallets: phase.plans.filter((plan) => plan.steps.length > 0).length,
          collect: formatDecimal(
            phase.plans.reduce((total, plan) => total + (plan.steps.length > 0 ? plan.amount : 0n), 0n),
            phase.decimals,
          ),
          symbol: phase.symbol,
          topUps: trx(phase.plans.reduce((total, plan) => total + plan.topUpSun, 0n)),
          burnt: trx(phase.plans.reduce((total, plan) => total + plan.networkSun, 0n)),
          fees: trx(phase.plans.reduce((total, plan) => total + plan.feeSun, 0n)),
        })}
      </p>
      <p className="account-field__hint">{t('plan.explain')}</p>
      <div className="batch-controls">
        <button
          type="button"
          className="button"
          disabled={isRunning || runs.length > 0}
          onClick={onStart}
          data-testid="tron-collection-start"
        >
          {t('start')}
        </button>
        {!isRunning && runs.some((run) => run.status === 'failed') && (
          <button type="button" className="button" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        {runs.length > 0 && !isRunning && (
          <button
            type="button"
            className="button account-button--secondary"
            onClick={() =>
              downloadCsv('tron-collection-results.csv', collectionResultsCsv(phase.plans, runs, phase.decimals))
            }
          >
            {t('export')}
          </button>
        )}
      </div>
      {runs.length > 0 && !isRunning && runs.every((run) => run.status === 'done') && (
        <p className="account-alert account-alert--notice" role="status">
          {t('done', { count: runs.length })}
        </p>
      )}
    </section>
  );
}
