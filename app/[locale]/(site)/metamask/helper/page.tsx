import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { METAMASK_HELPER_PAGE } from '@/components/tools/evm/metamask-helper/metamask-helper-page';

const page = catalogToolPage(METAMASK_HELPER_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
