import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { BMM_EVM_PAGE } from '@/components/tools/evm/bmm/bmm-page';

const page = catalogToolPage(BMM_EVM_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
