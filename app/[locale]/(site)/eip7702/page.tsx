import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EIP7702_PAGE } from '@/components/tools/evm/eip7702/eip7702-page';

const page = catalogToolPage(EIP7702_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
