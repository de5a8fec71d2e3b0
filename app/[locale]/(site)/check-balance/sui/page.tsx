import type { SearchParams } from '@/components/account/account-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SUI_CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/sui/check-balance/sui-check-balance-page';

/**
 * The Sui checker at check-balance/sui, its own route (it wins over check-balance/[chain]) so the EVM checker's page
 * loads none of Sui's code, nor the EVM one here. The catalogue's path is check-balance/:chain.
 */
const sui = catalogToolPage(SUI_CHAIN_CHECK_BALANCE_PAGE);

type Params = Promise<{ locale: string }>;

const withChain = (params: Params) => params.then((values) => ({ ...values, chain: 'sui' }));

export function generateMetadata({ params }: { params: Params }) {
  return sui.generateMetadata({ params: withChain(params) });
}

export default function SuiCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  return sui.Page({ params: withChain(props.params), searchParams: props.searchParams });
}
