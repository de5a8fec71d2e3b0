import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_VANITY_PAGE } from '@/components/tools/solana/vanity/solana-vanity-page';

const page = catalogToolPage(SOLANA_VANITY_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
