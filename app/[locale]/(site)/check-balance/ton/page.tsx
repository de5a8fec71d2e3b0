import type { SearchParams } from '@/components/account/account-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TON_CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/ton/check-balance/ton-check-balance-page';

/**
 * The TON checker at check-balance/ton, its own route (it wins over check-balance/[chain]) so the EVM checker's page
 * loads none of TON's code, nor the EVM one here (issue 13 point 10). The catalogue's path is check-balance/:chain.
 */
const ton = catalogToolPage(TON_CHAIN_CHECK_BALANCE_PAGE);

type Params = Promise<{ locale: string }>;

const withChain = (params: Params) => params.then((values) => ({ ...values, chain: 'ton' }));

export function generateMetadata({ params }: { params: Params }) {
  return ton.generateMetadata({ params: withChain(params) });
}

export default function TonCheckBalancePage(props: { params: Params; searchParams: SearchParams }) {
  return ton.Page({ params: withChain(props.params), searchParams: props.searchParams });
}
