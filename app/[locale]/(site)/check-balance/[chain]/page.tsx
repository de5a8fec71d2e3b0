import { notFound } from 'next/navigation';
import type { SearchParams } from '@/components/account/account-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/evm/check-balance/check-balance-page';

/**
 * The EVM checker under the generic address. Tron's checker has its own route (../tron/page.tsx, which wins over this
 * one for `tron`), so this page's client code holds no Tron module (issue 13 point 10).
 */
const evm = catalogToolPage(CHAIN_CHECK_BALANCE_PAGE);

type Params = Promise<{ locale: string; chain: string }>;

export const generateMetadata = evm.generateMetadata;

export default async function ChainCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  const { chain } = await props.params;
  // Only reached by a direct call: Next.js serves check-balance/tron from ../tron/page.tsx.
  if (chain === 'tron') notFound();
  return evm.Page(props);
}
