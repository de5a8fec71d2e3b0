import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_CLOSE_ACCOUNT_PAGE } from '@/components/tools/solana/close-account/solana-close-account-page';

const page = catalogToolPage(SOLANA_CLOSE_ACCOUNT_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
