import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SUI_COLLECTION_PAGE } from '@/components/tools/sui/collection/sui-collection-page';

const page = catalogToolPage(SUI_COLLECTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
