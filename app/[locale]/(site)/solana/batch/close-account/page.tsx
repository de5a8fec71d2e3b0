import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_BATCH_CLOSE_ACCOUNT_PAGE } from '@/components/tools/solana/batch-close-account/solana-batch-close-account-page';

const page = catalogToolPage(SOLANA_BATCH_CLOSE_ACCOUNT_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
