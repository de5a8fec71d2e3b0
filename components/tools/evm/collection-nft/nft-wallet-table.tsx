'use client';

import { useTranslations } from 'next-intl';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { formatDecimal } from '@/lib/fees/decimal';
import type { KeyRing } from '../key-batch/keys';
import { ShortHex } from '../key-batch/run-table';
import type { NftCollectionPlan, NftWalletPlan } from './collection-nft-plan';

const STATE_KEYS = { ready: 'ready', 'needs-gas': 'needsGas', empty: 'empty', error: 'error' } as const;
/** Ids listed in a cell before the rest are counted. */
const SHOWN_IDS = 6;

function tokenList(wallet: NftWalletPlan, symbols: ReadonlyMap<string, string>): string {
  const parts = wallet.holdings.map((holding) => {
    const symbol = symbols.get(holding.contract.toLowerCase()) ?? '';
    const amount = holding.standard === 'erc1155' ? ` ×${holding.amount}` : '';
    return `${symbol} #${holding.tokenId}${amount}`.trim();
  });
  const hidden = parts.length - SHOWN_IDS;
  return hidden > 0 ? `${parts.slice(0, SHOWN_IDS).join(', ')} +${hidden}` : parts.join(', ');
}

/** Each wallet before sweeping: its coins, the NFTs found, its fee reservation and whether it can send. */
export function NftWalletTable({ plan, ring }: { plan: NftCollectionPlan; ring: KeyRing }) {
  const t = useTranslations('keyBatch.table');
  const tNft = useTranslations('batchCollectionNft.table');
  const tState = useTranslations('batchCollectionNft.states');
  const { native } = plan;
  const symbols = new Map(plan.contracts.map((c) => [c.address.toLowerCase(), c.symbol ?? c.name ?? '']));
  return (
    <VirtualTable
      label={t('planLabel')}
      columns={[
        t('line'),
        t('wallet'),
        t('key'),
        t('balance', { symbol: native.symbol }),
        tNft('nfts'),
        tNft('transactions'),
        t('fee', { symbol: native.symbol }),
        t('state'),
      ]}
      count={plan.wallets.length}
      rowState={(index) => plan.wallets[index].state}
      row={(index) => {
        const wallet = plan.wallets[index];
        const list = tokenList(wallet, symbols);
        return [
          wallet.line,
          <ShortHex key="wallet" value={wallet.address} />,
          <span key="key" className="key-batch__mono">
            {ring.masked(wallet.address)}
          </span>,
          wallet.native === null ? '—' : formatDecimal(wallet.native, native.decimals),
          <span key="nfts" title={list}>
            {wallet.holdings.length > 0 ? list : '—'}
          </span>,
          wallet.transfers.length,
          formatDecimal(wallet.fee, native.decimals),
          <span key="state" title={wallet.error}>
            {tState(STATE_KEYS[wallet.state])}
          </span>,
        ];
      }}
    />
  );
}
