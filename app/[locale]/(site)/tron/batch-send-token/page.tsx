import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TRON_SEND_PAGE } from '@/components/tools/tron/batch-send/tron-send-page';

const page = catalogToolPage(TRON_SEND_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
