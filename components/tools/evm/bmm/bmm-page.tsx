import { redirect } from 'next/navigation';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { vipRefusal } from '@/components/tools/vip-access';
import { guardPage } from '@/lib/server/auth/page-guard';
import { BmmView } from './bmm-view';

/**
 * The server half of /[locale]/bmm/evm: the dexBulkTrade VIP guard shared by the trade pages (a signed-in user
 * without it goes to /vip, a signed-out visitor too: components/tools/vip-access.ts), then the view, which also
 * refuses to start a session without the VIP. Keys are pasted into the page and sign there.
 */
export async function BmmPageContent({ locale, path, searchParams }: ToolContentProps) {
  const search = await searchString(searchParams);
  const user = await guardPage(path, locale, search);
  const refusal = vipRefusal(path, locale, search, user?.vipFeatures ?? null);
  if (refusal) redirect(refusal);
  const isVip = !!user?.vipFeatures.some((feature) => feature.feature === 'dexBulkTrade' && feature.isVip);
  const here = `/${locale}/${path}${search}`;
  return (
    <BmmView
      access={isVip ? 'vip' : 'signed-out'}
      loginHref={`/${locale}/login?lastPage=${encodeURIComponent(here)}`}
    />
  );
}

/** /[locale]/bmm/evm: market making from many wallets on a Uniswap-style DEX of any registry chain. */
export const BMM_EVM_PAGE: ToolPage = {
  path: 'bmm/evm',
  namespaces: ['bmmEvm', 'batchTrade', 'keyBatch', 'batch', 'checkBalance'],
  Content: BmmPageContent,
};
