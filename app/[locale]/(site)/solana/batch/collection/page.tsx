import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_COLLECTION_PATH,
  SolanaCollectionPageContent,
} from '@/components/tools/solana/collection/solana-collection-page';

/** /[locale]/solana/batch/collection: public; pasted keys sign in the browser only. */
const page = catalogToolPage(SOLANA_COLLECTION_PATH, SolanaCollectionPageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
