import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_SEND_PATH, SolanaSendPageContent } from '@/components/tools/solana/batch-send/solana-send-page';

/** /[locale]/solana/batch/send: SOL or an SPL / Token-2022 token from the connected wallet to many recipients. */
const page = catalogToolPage(SOLANA_SEND_PATH, SolanaSendPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
