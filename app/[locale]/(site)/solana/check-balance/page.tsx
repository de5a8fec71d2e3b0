import { catalogToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_CHECK_BALANCE_PATH,
  SolanaCheckBalancePageContent,
} from '@/components/tools/solana/check-balance/solana-check-balance-page';

/** /[locale]/solana/check-balance: SOL and SPL / Token-2022 balances of many Solana addresses. */
const page = catalogToolPage(SOLANA_CHECK_BALANCE_PATH, SolanaCheckBalancePageContent);

export const generateMetadata = page.generateMetadata;
export default page.Page;
