import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { GAS_PAGE, gasMetadata } from '@/components/tools/evm/gas/gas-page';

const page = catalogToolPage(GAS_PAGE);

export const generateMetadata = gasMetadata;
export default page.Page;
