'use client';

import { useTranslations } from 'next-intl';
import { SOLANA_NATIVE_DECIMALS } from '@/chains/solana/balances';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { formatDecimal } from '@/lib/fees/decimal';
import type { WalletPlan } from './packing';
import type { SolanaCollectionPlan } from './plan';
import { ShortAddress } from './short-address';

/** Every pasted wallet before signing: balances, what it sends, its transaction, and why it is skipped. */
export function PlanTable({ plan }: { plan: SolanaCollectionPlan }) {
  const t = useTranslations('solanaBatchCollection.table');
  const tReason = useTranslations('solanaBatchCollection.reasons');
  const { settings, wallets } = plan;
  const isToken = settings.asset !== 'native';
  const sol = (value: bigint) => formatDecimal(value, SOLANA_NATIVE_DECIMALS);
  const stateText = (wallet: WalletPlan) => {
    if (wallet.state === 'skipped' && wallet.reason) return tReason(wallet.reason);
    if (wallet.state === 'error') return t('unreadable');
    return wallet.isPayer ? t('readyPaying') : t('ready');
  };
  const columns = [
    t('line'),
    t('wallet'),
    t('balance', { symbol: 'SOL' }),
    ...(isToken ? [t('balance', { symbol: settings.symbol })] : []),
    t('toMove', { symbol: settings.symbol }),
    t('transaction'),
    t('state'),
  ];
  return (
    <div data-testid="collection-plan-table">
      <VirtualTable
        label={t('label')}
        columns={columns}
        count={wallets.length}
        rowState={(index) => wallets[index].state}
        row={(index) => {
          const wallet = wallets[index];
          return [
            wallet.line,
            <ShortAddress key="wallet" value={wallet.address} />,
            sol(wallet.sol),
            ...(isToken ? [wallet.token == null ? '—' : formatDecimal(wallet.token, settings.decimals)] : []),
            wallet.state === 'ready' ? formatDecimal(wallet.amount, settings.decimals) : '—',
            wallet.transaction === undefined ? '—' : wallet.transaction + 1,
            <span key="state" data-reason={wallet.reason} title={wallet.error}>
              {stateText(wallet)}
            </span>,
          ];
        }}
      />
    </div>
  );
}
