import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { SOLANA_ACCOUNT_PATH, SolanaAccountPageContent } from '@/components/tools/solana/token/account/account-page';

/** /[locale]/solana/account: burn, mint more, revoke authorities, freeze / thaw holders of one token. */
const page = catalogToolPage(SOLANA_ACCOUNT_PATH, SolanaAccountPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
