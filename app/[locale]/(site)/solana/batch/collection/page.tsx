import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_COLLECTION_PAGE } from '@/components/tools/solana/collection/solana-collection-page';

const page = catalogToolPage(SOLANA_COLLECTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
