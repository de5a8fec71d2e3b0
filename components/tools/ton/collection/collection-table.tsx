'use client';

import { useTranslations } from 'next-intl';
import { tonWalletDisplay } from '@/chains/ton/address';
import { formatDecimal } from '@/lib/fees/decimal';
import type { WalletPlan } from './driver';
import type { WalletRun } from './run-store';

interface CollectionTableProps {
  wallets: readonly WalletPlan[];
  runs: Readonly<Record<string, WalletRun>>;
  jetton?: { symbol: string; decimals: number };
}

const ton = (nano: bigint) => formatDecimal(nano, 9);

/** Every wallet found: its key's line, version, what it holds, its top-up and its status. */
export function CollectionTable({ wallets, runs, jetton }: CollectionTableProps) {
  const t = useTranslations('tonBatchCollectionToken');
  return (
    <div className="batch-table__scroll">
      <table className="batch-table">
        <thead>
          <tr>
            <th>{t('plan.line')}</th>
            <th>{t('plan.wallet')}</th>
            <th>{t('plan.version')}</th>
            <th>{t('plan.ton')}</th>
            {jetton && <th>{t('plan.jetton', { symbol: jetton.symbol })}</th>}
            <th>{t('plan.topUp')}</th>
            <th>{t('plan.status')}</th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((wallet) => {
            const run = runs[wallet.id];
            return (
              <tr key={wallet.id} data-wallet={tonWalletDisplay(wallet.source.address)}>
                <td>{wallet.line}</td>
                <td className="check-balance__mono">{tonWalletDisplay(wallet.source.address)}</td>
                <td>{wallet.source.version}</td>
                <td data-column="ton">{ton(wallet.source.tonBalance)}</td>
                {jetton && (
                  <td data-column="jetton">{formatDecimal(wallet.source.jetton?.balance ?? 0n, jetton.decimals)}</td>
                )}
                <td data-column="topUp">{ton(wallet.sweep.topUp)}</td>
                <td data-column="status" data-status={run?.status ?? 'pending'}>
                  {t(`status.${run?.status ?? 'pending'}`)}
                  {run?.error && <span className="account-field__error"> {run.error}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
