import {
  SOLANA_COLLECTION_PATH,
  SolanaCollectionPageContent,
} from '@/components/solana-collection/solana-collection-page';
import { catalogToolPage } from '@/components/tool-page/catalog-tool-page';

/** /[locale]/solana/batch/collection: public; pasted keys sign in the browser only. */
const page = catalogToolPage(SOLANA_COLLECTION_PATH, SolanaCollectionPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
