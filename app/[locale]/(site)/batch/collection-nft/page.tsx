import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_NFT_COLLECTION_PAGE } from '@/components/tools/evm/collection-nft/collection-nft-page';

const page = catalogToolPage(EVM_NFT_COLLECTION_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
