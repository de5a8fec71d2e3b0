import { APTOS_CHECK_BALANCE_PAGE } from '@/components/tools/aptos/check-balance/aptos-check-balance-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';

const page = catalogToolPage(APTOS_CHECK_BALANCE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
