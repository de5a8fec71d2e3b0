import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_SEND_TOKEN_PAGE } from '@/components/tools/evm/send-token/send-token-page';

const page = catalogToolPage(EVM_SEND_TOKEN_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
