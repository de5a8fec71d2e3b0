import { tronApiUrl } from '@/chains/tron/api';
import { tronFeeReceiver, tronMultisendAddress } from '@/chains/tron/batch-send';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { TronSendView } from './tron-send-view';

export const TRON_SEND_NAMESPACES = ['tronBatchSendToken', 'tronWallet', 'tronApi', 'batch'] as const;

/** The server half: the catalogue's guard, then the view with the server's Tron configuration. */
export async function TronSendPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <TronSendView upstream={tronApiUrl()} multisend={tronMultisendAddress()} feeRecipient={tronFeeReceiver()} />;
}

/** /[locale]/tron/batch-send-token. */
export const TRON_SEND_PAGE: ToolPage = {
  path: 'tron/batch-send-token',
  namespaces: TRON_SEND_NAMESPACES,
  Content: TronSendPageContent,
};
