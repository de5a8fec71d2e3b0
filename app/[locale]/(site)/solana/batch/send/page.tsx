import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_BATCH_SEND_PAGE } from '@/components/tools/solana/batch-send/solana-send-page';

const page = catalogToolPage(SOLANA_BATCH_SEND_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
