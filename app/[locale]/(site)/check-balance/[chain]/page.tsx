import type { SearchParams } from '@/components/account/account-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/evm/check-balance/check-balance-page';
import { TRON_CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/tron/check-balance/tron-check-balance-page';

const evm = catalogToolPage(CHAIN_CHECK_BALANCE_PAGE);
/** Each family's checker under the generic address, for the chains the catalogue serves there. */
const byChain: Readonly<Record<string, ReturnType<typeof catalogToolPage>>> = {
  tron: catalogToolPage(TRON_CHAIN_CHECK_BALANCE_PAGE),
};

type Params = Promise<{ locale: string; chain: string }>;

export const generateMetadata = evm.generateMetadata;

export default async function ChainCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  const { chain } = await props.params;
  return (byChain[chain] ?? evm).Page(props);
}
