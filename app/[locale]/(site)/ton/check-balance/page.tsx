import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TON_CHECK_BALANCE_PAGE } from '@/components/tools/ton/check-balance/ton-check-balance-page';

const page = catalogToolPage(TON_CHECK_BALANCE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
