import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TON_SEND_PAGE } from '@/components/tools/ton/batch-send/ton-send-page';

const page = catalogToolPage(TON_SEND_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
