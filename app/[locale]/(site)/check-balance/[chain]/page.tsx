import { notFound } from 'next/navigation';
import type { SearchParams } from '@/components/account/account-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/evm/check-balance/check-balance-page';

/**
 * The EVM checker under the generic address. Tron's, TON's and Sui's checkers have their own routes (../tron/page.tsx,
 * ../ton/page.tsx, ../sui/page.tsx and ../aptos/page.tsx, which win over this one), so this page's client code holds none of their
 * modules (issue 13 point 10).
 */
const evm = catalogToolPage(CHAIN_CHECK_BALANCE_PAGE);

type Params = Promise<{ locale: string; chain: string }>;

export const generateMetadata = evm.generateMetadata;

export default async function ChainCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  const { chain } = await props.params;
  // Only reached by a direct call: Next.js serves check-balance/tron, /ton and /sui from ../tron, ../ton and ../sui.
  if (
    chain === 'tron' ||
    chain === 'ton' ||
    chain === 'sui' ||
    chain === 'aptos' ||
    chain === 'btc' ||
    chain === 'doge'
  ) {
    notFound();
  }
  return evm.Page(props);
}
