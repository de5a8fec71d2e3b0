import {
  SOLANA_CHECK_BALANCE_PATH,
  SolanaCheckBalancePageContent,
} from '@/components/check-balance/solana/solana-check-balance-page';
import { catalogToolPage } from '@/components/tool-page/catalog-tool-page';

/** /[locale]/solana/check-balance: SOL and SPL / Token-2022 balances of many Solana addresses. */
const page = catalogToolPage(SOLANA_CHECK_BALANCE_PATH, SolanaCheckBalancePageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
