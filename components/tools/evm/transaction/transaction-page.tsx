import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { TransactionView } from './transaction-view';

/** The tool's texts, the wallet bar's, the chain picker's and the RPC error's. */
export const TRANSACTION_NAMESPACES = ['transaction', 'evmWallet', 'checkBalance', 'batch'] as const;

function TransactionPageContent({ locale }: ToolContentProps) {
  return <TransactionView locale={locale} />;
}

/** /[locale]/transaction: look up any transaction on any EVM chain; speed up or cancel one of yours still pending. */
export const TRANSACTION_PAGE: ToolPage = {
  path: 'transaction',
  namespaces: TRANSACTION_NAMESPACES,
  Content: TransactionPageContent,
};
