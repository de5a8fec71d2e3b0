import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_SEND_NFT_PAGE } from '@/components/tools/evm/send-nft/send-nft-page';

const page = catalogToolPage(EVM_SEND_NFT_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
