import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { SolanaCollectionView } from './solana-collection-view';

/**
 * The view's message namespaces: its own, the RPC field's, the key tools' shared texts (notice, key field, issues),
 * the engine's, and the inviter's share line.
 */
export const SOLANA_COLLECTION_NAMESPACES = [
  'solanaCollection',
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
export async function SolanaCollectionPageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_COLLECTION_PATH, locale, search);
  const { receiver, referrer } = await currentSolanaFeeTarget();
  return (
    <ClientMessages namespaces={SOLANA_COLLECTION_NAMESPACES}>
      <SolanaCollectionView feeReceiver={receiver} referrer={referrer} />
    </ClientMessages>
  );
}
