import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { BSC_BATCH_TRADE_PAGE } from '@/components/tools/evm/batch-trade/batch-trade-page';

const page = catalogToolPage(BSC_BATCH_TRADE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
