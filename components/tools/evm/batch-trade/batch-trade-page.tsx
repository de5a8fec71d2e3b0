import { redirect } from 'next/navigation';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { vipRefusal } from '@/components/tools/vip-access';
import { guardPage } from '@/lib/server/auth/page-guard';
import { BatchTradeView } from './batch-trade-view';

const SHARED_NAMESPACES = ['batchTrade', 'keyBatch', 'batch', 'checkBalance'] as const;

/**
 * The server half of both trade pages: the catalogue's guard (a signed-in user without the dexBulkTrade VIP goes to
 * /vip, as for every VIP page), and the same for a signed-out visitor, as for every VIP tool that runs wholly in the
 * browser (components/tools/vip-access.ts); then the view, which still refuses to trade without the VIP. Keys are
 * pasted into the page and sign there: nothing of them reaches the server.
 */
async function tradeContent(variant: 'evm' | 'bsc', { locale, path, searchParams }: ToolContentProps) {
  const search = await searchString(searchParams);
  const user = await guardPage(path, locale, search);
  const refusal = vipRefusal(path, locale, search, user?.vipFeatures ?? null);
  if (refusal) redirect(refusal);
  const isVip = !!user?.vipFeatures.some((feature) => feature.feature === 'dexBulkTrade' && feature.isVip);
  const here = `/${locale}/${path}${search}`;
  return (
    <BatchTradeView
      variant={variant}
      access={isVip ? 'vip' : 'signed-out'}
      loginHref={`/${locale}/login?lastPage=${encodeURIComponent(here)}`}
    />
  );
}

export async function BatchTradePageContent(props: ToolContentProps) {
  return tradeContent('evm', props);
}

export async function BscBatchTradePageContent(props: ToolContentProps) {
  return tradeContent('bsc', props);
}

/** /[locale]/batch/trade: any chain of the DEX registry (Uniswap on Ethereum, PancakeSwap on BSC) or a router typed in. */
export const BATCH_TRADE_PAGE: ToolPage = {
  path: 'batch/trade',
  namespaces: SHARED_NAMESPACES,
  Content: BatchTradePageContent,
};

/** /[locale]/bsc/batch/trade: starts on BNB Chain with PancakeSwap. */
export const BSC_BATCH_TRADE_PAGE: ToolPage = {
  path: 'bsc/batch/trade',
  namespaces: ['bscBatchTrade', ...SHARED_NAMESPACES],
  Content: BscBatchTradePageContent,
};
