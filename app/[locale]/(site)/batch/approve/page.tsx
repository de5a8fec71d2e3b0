import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { BATCH_APPROVE_PAGE } from '@/components/tools/evm/batch-approve/batch-approve-page';

const page = catalogToolPage(BATCH_APPROVE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
