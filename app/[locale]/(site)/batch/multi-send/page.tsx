import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_MULTI_SEND_PAGE } from '@/components/tools/evm/multi-send/multi-send-page';

const page = catalogToolPage(EVM_MULTI_SEND_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
