import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { tonFeeReceiver } from '../../shared/ton-fee-receiver';
import { TonPublishView } from './publish-view';

export const TON_PUBLISH_NAMESPACES = ['tonTokenPublish', 'tonWallet'] as const;

export async function TonPublishPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <TonPublishView feeReceiver={tonFeeReceiver()} />;
}

/** /[locale]/ton/token/publish. */
export const TON_PUBLISH_PAGE: ToolPage = {
  path: 'ton/token/publish',
  namespaces: TON_PUBLISH_NAMESPACES,
  Content: TonPublishPageContent,
};
