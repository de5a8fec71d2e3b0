import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { solanaToolConfig } from '@/lib/server/solana/config';
import { SolanaCollectionView } from './solana-collection-view';

/** The view's message namespaces: its own, the key tools' shared texts (notice, key field, issues), the engine's. */
export const SOLANA_COLLECTION_NAMESPACES = ['solanaCollection', 'solanaRpc', 'keyBatch', 'batch'] as const;

export const SOLANA_COLLECTION_PATH = 'solana/batch/collection';

/**
 * The server half of the Solana collection page: the catalogue's guard and the fee receiver from the server's
 * config. Keys are pasted and used in the client view only, never here.
 */
export async function SolanaCollectionPageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_COLLECTION_PATH, locale, search);
  const { feeReceiver } = solanaToolConfig();
  return (
    <ClientMessages namespaces={SOLANA_COLLECTION_NAMESPACES}>
      <SolanaCollectionView feeReceiver={feeReceiver} />
    </ClientMessages>
  );
}
