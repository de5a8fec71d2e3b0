import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SUI_TOKEN_MANAGE_PAGE } from '@/components/tools/sui/token-manage/sui-token-manage-page';

const page = catalogToolPage(SUI_TOKEN_MANAGE_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
