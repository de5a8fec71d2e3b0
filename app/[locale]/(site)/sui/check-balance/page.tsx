import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SUI_CHECK_BALANCE_PAGE } from '@/components/tools/sui/check-balance/sui-check-balance-page';

const page = catalogToolPage(SUI_CHECK_BALANCE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
