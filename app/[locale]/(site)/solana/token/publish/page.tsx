import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_TOKEN_PUBLISH_PAGE } from '@/components/tools/solana/token/publish/publish-page';

const page = catalogToolPage(SOLANA_TOKEN_PUBLISH_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
