import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TRON_CHECK_BALANCE_PAGE } from '@/components/tools/tron/check-balance/tron-check-balance-page';

const page = catalogToolPage(TRON_CHECK_BALANCE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
