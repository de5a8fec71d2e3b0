import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_TOKEN_UPDATE_PAGE } from '@/components/tools/solana/token/update/update-page';

const page = catalogToolPage(SOLANA_TOKEN_UPDATE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
