import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_TOKEN_PUBLISH_PATH,
  SolanaTokenPublishPageContent,
} from '@/components/tools/solana/token/publish/publish-page';

/** /[locale]/solana/token/publish: a new SPL (Metaplex metadata) or Token-2022 token from the connected wallet. */
const page = catalogToolPage(SOLANA_TOKEN_PUBLISH_PATH, SolanaTokenPublishPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
