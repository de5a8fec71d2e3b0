import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { CALL_CONTRACT_PAGE } from '@/components/tools/evm/call-contract/call-contract-page';

const page = catalogToolPage(CALL_CONTRACT_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
