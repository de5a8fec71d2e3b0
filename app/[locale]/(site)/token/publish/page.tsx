import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_TOKEN_PUBLISH_PAGE } from '@/components/tools/evm/token-publish/token-publish-page';

const page = catalogToolPage(EVM_TOKEN_PUBLISH_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
