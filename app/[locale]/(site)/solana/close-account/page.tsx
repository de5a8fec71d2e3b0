import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_CLOSE_ACCOUNT_PATH,
  SolanaCloseAccountPageContent,
} from '@/components/tools/solana/close-account/solana-close-account-page';

/** /[locale]/solana/close-account: close the connected wallet's token accounts and reclaim their rent. */
const page = catalogToolPage(SOLANA_CLOSE_ACCOUNT_PATH, SolanaCloseAccountPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
