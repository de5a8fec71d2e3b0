import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SUI_SEND_PAGE } from '@/components/tools/sui/batch-send/sui-send-page';

const page = catalogToolPage(SUI_SEND_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
