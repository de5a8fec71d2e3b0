import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TRON_VANITY_PAGE } from '@/components/tools/tron/vanity/tron-vanity-page';

const page = catalogToolPage(TRON_VANITY_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
