import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { APPROVE_CUSTOM_PAGE } from '@/components/tools/evm/approvals/custom-page';

const page = catalogToolPage(APPROVE_CUSTOM_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
