import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_TOKEN_UPDATE_PATH,
  SolanaTokenUpdatePageContent,
} from '@/components/tools/solana/token/update/update-page';

/** /[locale]/solana/token/update: change a token's metadata, hand over or give up its update authority. */
const page = catalogToolPage(SOLANA_TOKEN_UPDATE_PATH, SolanaTokenUpdatePageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
