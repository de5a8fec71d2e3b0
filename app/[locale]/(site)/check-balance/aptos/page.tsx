import type { SearchParams } from '@/components/account/account-page';
import { APTOS_CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/aptos/check-balance/aptos-check-balance-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';

/**
 * The Aptos checker at check-balance/aptos, its own route (it wins over check-balance/[chain]) so the EVM checker's
 * page loads none of Aptos's code, nor the EVM one here. The catalogue's path is check-balance/:chain.
 */
const aptos = catalogToolPage(APTOS_CHAIN_CHECK_BALANCE_PAGE);

type Params = Promise<{ locale: string }>;

const withChain = (params: Params) => params.then((values) => ({ ...values, chain: 'aptos' }));

export function generateMetadata({ params }: { params: Params }) {
  return aptos.generateMetadata({ params: withChain(params) });
}

export default function AptosCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  return aptos.Page({ params: withChain(props.params), searchParams: props.searchParams });
}
