import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { tonFeeReceiver } from '../shared/ton-fee-receiver';
import { TonSendView } from './ton-send-view';

export const TON_SEND_NAMESPACES = ['tonBatchSendToken', 'tonWallet', 'batch'] as const;

/** The server half: the catalogue's guard, then the view with the site's fee receiver. */
export async function TonSendPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <TonSendView feeReceiver={tonFeeReceiver()} />;
}

/** /[locale]/ton/batch-send-token. */
export const TON_SEND_PAGE: ToolPage = {
  path: 'ton/batch-send-token',
  namespaces: TON_SEND_NAMESPACES,
  Content: TonSendPageContent,
};
