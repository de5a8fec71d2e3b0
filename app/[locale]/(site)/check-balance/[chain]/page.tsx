import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { CHAIN_CHECK_BALANCE_PAGE } from '@/components/tools/evm/check-balance/check-balance-page';

const page = catalogToolPage(CHAIN_CHECK_BALANCE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
