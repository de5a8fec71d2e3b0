import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { TON_MANAGE_PAGE } from '@/components/tools/ton/token/manage/manage-page';

const page = catalogToolPage(TON_MANAGE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
