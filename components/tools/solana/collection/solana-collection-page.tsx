import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { SolanaCollectionView } from './solana-collection-view';

/**
 * The view's message namespaces: its own, the RPC field's, the key tools' shared texts (notice, key field, issues),
 * the engine's, and the inviter's share line.
 */
export const SOLANA_COLLECTION_NAMESPACES = [
  'solanaBatchCollection',
  'solanaRpc',
  'keyBatch',
  'batch',
  'solanaReferral',
] as const;

export const SOLANA_COLLECTION_PATH = 'solana/batch/collection';

/**
 * The server half of the Solana collection page: the catalogue's guard, the fee receiver from the server's config and
 * the signed-in user's inviter (their share of each fee). Keys are pasted and used in the client view only, never here.
 */
export async function SolanaCollectionPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  const { receiver, referrer } = await currentSolanaFeeTarget();
  return <SolanaCollectionView feeReceiver={receiver} referrer={referrer} />;
}

/** /[locale]/solana/batch/collection: public; pasted keys sign in the browser only. */
export const SOLANA_COLLECTION_PAGE: ToolPage = {
  path: SOLANA_COLLECTION_PATH,
  namespaces: SOLANA_COLLECTION_NAMESPACES,
  Content: SolanaCollectionPageContent,
};
