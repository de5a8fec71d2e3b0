import { SOLANA_ACCOUNT_PATH, SolanaAccountPageContent } from '@/components/solana-token/account/account-page';
import { catalogToolPage } from '@/components/tool-page/catalog-tool-page';

/** /[locale]/solana/account: burn, mint more, revoke authorities, freeze / thaw holders of one token. */
const page = catalogToolPage(SOLANA_ACCOUNT_PATH, SolanaAccountPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
