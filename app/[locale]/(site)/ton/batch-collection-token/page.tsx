import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TON_COLLECTION_PAGE } from '@/components/tools/ton/collection/ton-collection-page';

const page = catalogToolPage(TON_COLLECTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
