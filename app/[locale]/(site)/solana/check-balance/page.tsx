import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_CHECK_BALANCE_PAGE } from '@/components/tools/solana/check-balance/solana-check-balance-page';

const page = catalogToolPage(SOLANA_CHECK_BALANCE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
