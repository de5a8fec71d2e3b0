import { evmChainBySlug } from '@/chains/evm/chains';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import { guardPage } from '@/lib/server/auth/page-guard';
import { CheckBalanceView } from './check-balance-view';

/** The message namespaces the view uses: its own, the texts every family's checker shares, the batch input's. */
export const CHECK_BALANCE_NAMESPACES = ['batchCheckBalance', 'checkBalance', 'batch'] as const;

/** The server half of the EVM balance pages: the catalogue's guard, then the client view. */
export async function CheckBalancePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  // check-balance/base: the chain of the address; check-balance/evm and batch/check-balance: the last one picked.
  const chainId = evmChainBySlug(path.split('/').at(-1) ?? '')?.chainId;
  return <CheckBalanceView locale={locale} currentPath={localizedHref(locale, path)} chainId={chainId} />;
}

/** /[locale]/batch/check-balance: native and ERC-20 balances of many addresses on an EVM chain. */
export const EVM_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'batch/check-balance',
  namespaces: CHECK_BALANCE_NAMESPACES,
  Content: CheckBalancePageContent,
};

/**
 * /[locale]/check-balance/:chain: the generic address of each family's checker, served for the chains the catalogue
 * lists as implemented (evm and each EVM chain's slug). Its own namespace is the checker texts every family shares.
 */
export const CHAIN_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'check-balance/:chain',
  namespaces: ['checkBalance', 'batchCheckBalance', 'batch'],
  Content: CheckBalancePageContent,
};
