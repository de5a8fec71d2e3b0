import { APTOS_COLLECTION_PAGE } from '@/components/tools/aptos/collection/aptos-collection-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';

const page = catalogToolPage(APTOS_COLLECTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
