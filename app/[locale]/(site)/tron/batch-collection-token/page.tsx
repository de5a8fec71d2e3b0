import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TRON_COLLECTION_PAGE } from '@/components/tools/tron/collection/tron-collection-page';

const page = catalogToolPage(TRON_COLLECTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
