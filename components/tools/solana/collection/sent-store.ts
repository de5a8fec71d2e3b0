import { decodeBase58 } from '@/chains/solana/base58';
import { solanaKeypairFromText } from '@/chains/solana/keys';
import type { SentStore, SentTransaction } from '@/chains/solana/resend';
import { SecretInJobError } from '@/lib/batch/persist';
import { createLocalStore, type LocalStore } from '@/lib/http/local-store';

/**
 * The last transaction of each chunk in localStorage, so that after a reload a retry can still tell "landed", "may
 * still land" and "expired" apart. Only a signature and its blockhash's last valid height are kept. A Solana
 * signature and a secret key are both 64 bytes of base58, so a value is refused when it is a key pair (its second
 * half is the public key of its first): no pasted key can ever be written here by mistake.
 */
export const SENT_STORAGE_KEY = 'chainkit:solana-collection:sent';

type StoredSent = Record<string, SentTransaction>;

function isSignature(text: string): boolean {
  return decodeBase58(text)?.length === 64 && solanaKeypairFromText(text) === undefined;
}

function isSentTransaction(value: unknown): value is SentTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const { signature, lastValidBlockHeight } = value as Partial<SentTransaction>;
  return typeof signature === 'string' && isSignature(signature) && Number.isSafeInteger(lastValidBlockHeight);
}

export function createLocalSentStore(store: LocalStore = createLocalStore()): SentStore & { clear: () => void } {
  const read = (): StoredSent => {
    const value = store.getJson<StoredSent>(SENT_STORAGE_KEY);
    return typeof value === 'object' && value !== null ? value : {};
  };
  return {
    get(chunkId) {
      const entry = read()[String(chunkId)];
      return isSentTransaction(entry) ? entry : undefined;
    },
    set(chunkId, sent) {
      if (!isSentTransaction(sent)) throw new SecretInJobError(`the signature of chunk ${chunkId}`);
      const { signature, lastValidBlockHeight } = sent;
      store.setJson(SENT_STORAGE_KEY, { ...read(), [String(chunkId)]: { signature, lastValidBlockHeight } });
    },
    clear() {
      store.remove(SENT_STORAGE_KEY);
    },
  };
}
