import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TRANSACTION_PAGE } from '@/components/tools/evm/transaction/transaction-page';

const page = catalogToolPage(TRANSACTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
