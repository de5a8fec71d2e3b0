import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SUI_TOKEN_PUBLISH_PAGE } from '@/components/tools/sui/token-publish/sui-token-publish-page';

const page = catalogToolPage(SUI_TOKEN_PUBLISH_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
