import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SendTokenView } from './send-token-view';

/** The tool's texts, the batch components' (input, cost, progress, table, controls) and the chain picker's. */
export const SEND_TOKEN_NAMESPACES = ['batchSendToken', 'batch', 'checkBalance'] as const;

/** The server half of batch/send-token: the catalogue's guard, then the client view. */
export async function SendTokenPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <SendTokenView locale={locale} />;
}

/** /[locale]/batch/send-token: native coin or an ERC-20 from the connected wallet to many recipients. */
export const EVM_SEND_TOKEN_PAGE: ToolPage = {
  path: 'batch/send-token',
  namespaces: SEND_TOKEN_NAMESPACES,
  Content: SendTokenPageContent,
};
