'use client';

import { useTranslations } from 'next-intl';
import type { ChainGasView } from '@/lib/server/gas/snapshot';

function Cost({ amount, symbol, usd }: { amount: string; symbol: string; usd: string | null }) {
  return (
    <>
      {amount} {symbol}
      {usd !== null && <span className="gas-table__usd"> ≈ ${usd}</span>}
    </>
  );
}

/** Every registry chain's current figures, one row each; a chain not read yet says so. */
export function GasTable({ chains }: { chains: readonly ChainGasView[] }) {
  const t = useTranslations('gas.table');
  return (
    <div className="gas-table__scroll">
      <table className="account-table gas-table">
        <thead>
          <tr>
            <th scope="col">{t('chain')}</th>
            <th scope="col">{t('baseFee')}</th>
            <th scope="col">{t('slow')}</th>
            <th scope="col">{t('standard')}</th>
            <th scope="col">{t('fast')}</th>
            <th scope="col">{t('nativeTransfer')}</th>
            <th scope="col">{t('erc20Transfer')}</th>
          </tr>
        </thead>
        <tbody>
          {chains.map((chain) => {
            const { figures } = chain;
            return (
              <tr key={chain.chainId} data-chain-id={chain.chainId} data-stale={chain.isStale || undefined}>
                <th scope="row">
                  {chain.name}
                  {figures && <span className="gas-table__block">#{figures.blockNumber}</span>}
                </th>
                {figures ? (
                  <>
                    <td>{figures.baseFeeGwei}</td>
                    {(['slow', 'standard', 'fast'] as const).map((tier) => (
                      <td key={tier} data-tier={tier}>
                        {figures.tiers[tier].priceGwei}
                        <span className="gas-table__tip">{t('tip', { gwei: figures.tiers[tier].priorityGwei })}</span>
                      </td>
                    ))}
                    <td>
                      <Cost amount={figures.nativeTransfer} symbol={chain.symbol} usd={figures.nativeTransferUsd} />
                    </td>
                    <td>
                      <Cost amount={figures.erc20Transfer} symbol={chain.symbol} usd={figures.erc20TransferUsd} />
                    </td>
                  </>
                ) : (
                  <td colSpan={6} className="account-card__muted">
                    {t('unavailable')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
