import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { tonFeeReceiver } from '../../shared/ton-fee-receiver';
import { TonManageView } from './manage-view';

export const TON_MANAGE_NAMESPACES = ['tonTokenManage', 'tonTokenPublish', 'tonWallet'] as const;

export async function TonManagePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <TonManageView feeReceiver={tonFeeReceiver()} />;
}

/** /[locale]/ton/token/manage. */
export const TON_MANAGE_PAGE: ToolPage = {
  path: 'ton/token/manage',
  namespaces: TON_MANAGE_NAMESPACES,
  Content: TonManagePageContent,
};
