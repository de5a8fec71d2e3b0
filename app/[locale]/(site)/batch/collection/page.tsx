import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_COLLECTION_PAGE } from '@/components/tools/evm/collection/collection-page';

const page = catalogToolPage(EVM_COLLECTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
