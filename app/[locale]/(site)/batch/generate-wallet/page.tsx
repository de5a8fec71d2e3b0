import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_GENERATE_WALLET_PAGE } from '@/components/tools/evm/generate-wallet/generate-wallet-page';

const page = catalogToolPage(EVM_GENERATE_WALLET_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
