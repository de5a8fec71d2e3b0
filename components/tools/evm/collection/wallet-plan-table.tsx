'use client';

import { useTranslations } from 'next-intl';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { formatDecimal } from '@/lib/fees/decimal';
import type { KeyRing } from '../key-batch/keys';
import { ShortHex } from '../key-batch/run-table';
import type { CollectionPlan } from './collection-plan';

const STATE_KEYS = { ready: 'ready', 'needs-gas': 'needsGas', empty: 'empty', error: 'error' } as const;

/** Each wallet before collecting: balances, its fee reservation, what it sends and whether it can. */
export function WalletPlanTable({ plan, ring }: { plan: CollectionPlan; ring: KeyRing }) {
  const t = useTranslations('keyBatch.table');
  const tState = useTranslations('batchCollection.states');
  const { native, asset } = plan;
  const isToken = plan.settings.token !== 'native';
  const amount = (value: bigint | null, decimals: number) => (value === null ? '—' : formatDecimal(value, decimals));
  const columns = [
    t('line'),
    t('wallet'),
    t('key'),
    t('balance', { symbol: native.symbol }),
    ...(isToken ? [t('balance', { symbol: asset.symbol })] : []),
    t('fee', { symbol: native.symbol }),
    t('toCollect', { symbol: asset.symbol }),
    t('state'),
  ];
  return (
    <VirtualTable
      label={t('planLabel')}
      columns={columns}
      count={plan.wallets.length}
      rowState={(index) => plan.wallets[index].state}
      row={(index) => {
        const wallet = plan.wallets[index];
        return [
          wallet.line,
          <ShortHex key="wallet" value={wallet.address} />,
          <span key="key" className="key-batch__mono">
            {ring.masked(wallet.address)}
          </span>,
          amount(wallet.native, native.decimals),
          ...(isToken ? [amount(wallet.token, asset.decimals)] : []),
          formatDecimal(wallet.fee, native.decimals),
          formatDecimal(wallet.amount, asset.decimals),
          <span key="state" title={wallet.error}>
            {tState(STATE_KEYS[wallet.state])}
          </span>,
        ];
      }}
    />
  );
}
