import type { SearchParams } from '@/components/account/account-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { DOGE_CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/utxo/check-balance/utxo-check-balance-page';

/**
 * The Doge checker at check-balance/doge, its own route (it wins over check-balance/[chain]) so the EVM checker's page
 * loads none of the UTXO code, nor the EVM one here. The catalogue's path is check-balance/:chain.
 */
const page = catalogToolPage(DOGE_CHAIN_CHECK_BALANCE_PAGE);

type Params = Promise<{ locale: string }>;

const withChain = (params: Params) => params.then((values) => ({ ...values, chain: 'doge' }));

export function generateMetadata({ params }: { params: Params }) {
  return page.generateMetadata({ params: withChain(params) });
}

export default function DogeCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  return page.Page({ params: withChain(props.params), searchParams: props.searchParams });
}
