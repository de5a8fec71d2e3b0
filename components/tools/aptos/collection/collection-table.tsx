'use client';

import { useTranslations } from 'next-intl';
import { APT_DECIMALS, APTOS_CHAIN_ID } from '@/chains/aptos/chain';
import { aptosExplorerLink } from '@/chains/aptos/explorer';
import { formatDecimal } from '@/lib/fees/decimal';
import type { AptosCollectionReview } from './aptos-collection-view';
import type { AptosWalletRun } from './results-csv';

const short = (value: string) => (value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value);

/** Every wallet before signing (its APT, tokens, APT sent, gas kept, our fee) and, once run, its status and transactions. */
export function CollectionTable({
  review,
  runs,
}: {
  review: AptosCollectionReview;
  runs: ReadonlyMap<string, AptosWalletRun>;
}) {
  const t = useTranslations('aptosBatchCollectionToken.plan');
  const status = useTranslations('aptosBatchCollectionToken.status');
  const apt = (value: bigint) => formatDecimal(value, APT_DECIMALS);
  return (
    <div className="tx-tool__scroll">
      <table className="batch-table">
        <thead>
          <tr>
            <th scope="col">{t('line')}</th>
            <th scope="col">{t('wallet')}</th>
            <th scope="col">APT</th>
            {review.setup.tokens.map((token) => (
              <th scope="col" key={token.key}>
                {token.symbol || short(token.key)}
              </th>
            ))}
            <th scope="col">{t('sent')}</th>
            <th scope="col">{t('gas')}</th>
            <th scope="col">{t('fee')}</th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {review.plans.map((plan) => {
            const run = runs.get(plan.address);
            const isSwept = plan.state === 'ready';
            return (
              <tr key={plan.address} data-testid="aptos-collection-row" data-state={run?.status ?? plan.state}>
                <td>{plan.line}</td>
                <td className="check-balance__mono" title={plan.address}>
                  <a href={aptosExplorerLink(APTOS_CHAIN_ID, 'address', plan.address)} target="_blank" rel="noreferrer">
                    {short(plan.address)}
                  </a>
                </td>
                <td>{apt(plan.apt)}</td>
                {review.setup.tokens.map((token, index) => (
                  <td key={token.key}>{formatDecimal(plan.tokenAmounts[index] ?? 0n, token.decimals)}</td>
                ))}
                <td>{isSwept ? apt(plan.aptSent) : '—'}</td>
                <td>{isSwept ? apt(plan.gasReserve) : '—'}</td>
                <td>{isSwept ? apt(plan.fee) : '—'}</td>
                <td>
                  {run
                    ? status(run.status)
                    : t(`state.${plan.state === 'topUp' && plan.shortfall === 0n ? 'topUpUnpriced' : plan.state}`, {
                        shortfall: apt(plan.shortfall),
                        reason: plan.reason ?? '',
                      })}
                  {run?.hashes?.map((hash, index) => (
                    <span key={hash}>
                      {' '}
                      <a href={aptosExplorerLink(APTOS_CHAIN_ID, 'tx', hash)} target="_blank" rel="noreferrer">
                        {t('tx', { index: index + 1 })}
                      </a>
                    </span>
                  ))}
                  {run?.topUpHash && (
                    <span>
                      {' '}
                      <a href={aptosExplorerLink(APTOS_CHAIN_ID, 'tx', run.topUpHash)} target="_blank" rel="noreferrer">
                        {t('topUpTx')}
                      </a>
                    </span>
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
