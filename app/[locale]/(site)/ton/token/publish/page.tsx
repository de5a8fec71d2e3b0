import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TON_PUBLISH_PAGE } from '@/components/tools/ton/token/publish/publish-page';

const page = catalogToolPage(TON_PUBLISH_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
