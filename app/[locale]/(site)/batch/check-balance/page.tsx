import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_CHECK_BALANCE_PAGE } from '@/components/tools/evm/check-balance/check-balance-page';

const page = catalogToolPage(EVM_CHECK_BALANCE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
