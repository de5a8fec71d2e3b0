import {
  SOLANA_CLOSE_ACCOUNT_PATH,
  SolanaCloseAccountPageContent,
} from '@/components/solana-close-account/solana-close-account-page';
import { catalogToolPage } from '@/components/tool-page/catalog-tool-page';

/** /[locale]/solana/close-account: close the connected wallet's token accounts and reclaim their rent. */
const page = catalogToolPage(SOLANA_CLOSE_ACCOUNT_PATH, SolanaCloseAccountPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
