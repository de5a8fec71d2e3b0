import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { APPROVE_CHECK_PAGE } from '@/components/tools/evm/approvals/check-page';

const page = catalogToolPage(APPROVE_CHECK_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
