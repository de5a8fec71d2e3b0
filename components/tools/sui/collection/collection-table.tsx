'use client';

import { useTranslations } from 'next-intl';
import { SUI_CHAIN_ID, SUI_DECIMALS } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { formatDecimal } from '@/lib/fees/decimal';
import type { SuiWalletRun } from './results-csv';
import type { SuiCollectionReview } from './sui-collection-view';

const short = (value: string) => (value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value);

/** Every wallet before signing (its SUI, coins, top-up, dry-run budget, our fee) and, once run, its status and sweep. */
export function CollectionTable({
  review,
  runs,
}: {
  review: SuiCollectionReview;
  runs: ReadonlyMap<string, SuiWalletRun>;
}) {
  const t = useTranslations('suiBatchCollectionToken.plan');
  const status = useTranslations('suiBatchCollectionToken.status');
  const sui = (value: bigint) => formatDecimal(value, SUI_DECIMALS);
  return (
    <div className="tx-tool__scroll">
      <table className="batch-table">
        <thead>
          <tr>
            <th scope="col">{t('line')}</th>
            <th scope="col">{t('wallet')}</th>
            <th scope="col">SUI</th>
            {review.coins.map((coin) => (
              <th scope="col" key={coin.coinType}>
                {coin.symbol || short(coin.coinType)}
              </th>
            ))}
            <th scope="col">{t('topUp')}</th>
            <th scope="col">{t('gas')}</th>
            <th scope="col">{t('fee')}</th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {review.plans.map((plan) => {
            const run = runs.get(plan.address);
            const isSwept = plan.state === 'ready' || plan.state === 'topUp';
            const link = run?.digest ? suiExplorerLink(SUI_CHAIN_ID, 'tx', run.digest) : undefined;
            return (
              <tr key={plan.address} data-testid="sui-collection-row" data-state={run?.status ?? plan.state}>
                <td>{plan.line}</td>
                <td className="check-balance__mono" title={plan.address}>
                  <a href={suiExplorerLink(SUI_CHAIN_ID, 'address', plan.address)} target="_blank" rel="noreferrer">
                    {short(plan.address)}
                  </a>
                </td>
                <td>{sui(plan.sui)}</td>
                {review.coins.map((coin, index) => (
                  <td key={coin.coinType}>{formatDecimal(plan.coinAmounts[index] ?? 0n, coin.decimals)}</td>
                ))}
                <td>{plan.topUp > 0n ? sui(plan.topUp) : '—'}</td>
                <td>{plan.gasBudget > 0n ? sui(plan.gasBudget) : '—'}</td>
                <td>{isSwept ? sui(review.setup.feeMist) : '—'}</td>
                <td>
                  {run ? status(run.status) : t(`state.${plan.state}`)}
                  {link && (
                    <>
                      {' '}
                      <a href={link} target="_blank" rel="noreferrer">
                        {t('tx')}
                      </a>
                    </>
                  )}
                  {run?.error && <span className="account-field__hint"> {run.error}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
