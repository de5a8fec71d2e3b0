import { APTOS_SEND_PAGE } from '@/components/tools/aptos/batch-send/aptos-send-page';
import { catalogToolPage } from '@/components/tools/catalog-tool-page';

const page = catalogToolPage(APTOS_SEND_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
