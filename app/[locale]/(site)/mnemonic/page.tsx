import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import { EVM_MNEMONIC_PAGE } from '@/components/tools/evm/mnemonic/mnemonic-page';

const page = catalogToolPage(EVM_MNEMONIC_PAGE);

export const generateMetadata = page.generateMetadata;
export default page.Page;
