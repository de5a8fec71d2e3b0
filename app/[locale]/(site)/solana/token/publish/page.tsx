import {
  SOLANA_TOKEN_PUBLISH_PATH,
  SolanaTokenPublishPageContent,
} from '@/components/solana-token/publish/publish-page';
import { catalogToolPage } from '@/components/tool-page/catalog-tool-page';

/** /[locale]/solana/token/publish: a new SPL (Metaplex metadata) or Token-2022 token from the connected wallet. */
const page = catalogToolPage(SOLANA_TOKEN_PUBLISH_PATH, SolanaTokenPublishPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
