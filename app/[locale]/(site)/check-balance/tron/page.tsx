import type { SearchParams } from '@/components/account/account-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TRON_CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/tron/check-balance/tron-check-balance-page';

/**
 * The Tron checker at check-balance/tron, its own route (it wins over check-balance/[chain]) so the EVM checker's page
 * loads none of Tron's code, nor the EVM one here (issue 13 point 10). The catalogue's path is check-balance/:chain.
 */
const tron = catalogToolPage(TRON_CHAIN_CHECK_BALANCE_PAGE);

type Params = Promise<{ locale: string }>;

const withChain = (params: Params) => params.then((values) => ({ ...values, chain: 'tron' }));

export function generateMetadata({ params }: { params: Params }) {
  return tron.generateMetadata({ params: withChain(params) });
}

export default function TronCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  return tron.Page({ params: withChain(props.params), searchParams: props.searchParams });
}
