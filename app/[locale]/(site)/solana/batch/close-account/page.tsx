import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_BATCH_CLOSE_ACCOUNT_PATH,
  SolanaBatchCloseAccountPageContent,
} from '@/components/tools/solana/batch-close-account/solana-batch-close-account-page';

/** /[locale]/solana/batch/close-account: close the token accounts of many pasted wallets. */
const page = catalogToolPage(SOLANA_BATCH_CLOSE_ACCOUNT_PATH, SolanaBatchCloseAccountPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
