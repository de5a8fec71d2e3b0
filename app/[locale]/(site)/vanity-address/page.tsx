import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_VANITY_PAGE } from '@/components/tools/evm/vanity/vanity-page';

const page = catalogToolPage(EVM_VANITY_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
