import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_ACCOUNT_PAGE } from '@/components/tools/solana/token/account/account-page';

const page = catalogToolPage(SOLANA_ACCOUNT_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
