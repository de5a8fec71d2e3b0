import type { SentStore, SentTransaction } from '@/chains/solana/resend';
import { createLocalStore, type LocalStore } from '@/lib/http/local-store';

/** Where the driver notes each chunk's last transaction: signatures and block heights only. */
export const SENT_STORAGE_KEY = 'chainkit:solana-send:sent';

interface StoredSent {
  jobId: string;
  chunks: Record<string, SentTransaction>;
}

function isSent(value: unknown): value is SentTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const { signature, lastValidBlockHeight } = value as Partial<SentTransaction>;
  return typeof signature === 'string' && Number.isSafeInteger(lastValidBlockHeight);
}

/**
 * The driver's SentStore in localStorage, so that after a reload a retry can still tell "expired, safe to resend"
 * from "may still land". It belongs to one job (chunk ids restart at 0 in every job): entries of another job are
 * never read, and the first write of a new job replaces them.
 */
export function localSentStore(jobId: string, store: LocalStore = createLocalStore()): SentStore {
  const read = (): StoredSent => {
    const stored = store.getJson<StoredSent>(SENT_STORAGE_KEY);
    return stored?.jobId === jobId && typeof stored.chunks === 'object' && stored.chunks !== null
      ? stored
      : { jobId, chunks: {} };
  };
  return {
    get(chunkId) {
      const entry = read().chunks[String(chunkId)];
      return isSent(entry) ? entry : undefined;
    },
    set(chunkId, sent) {
      const current = read();
      const entry = { signature: sent.signature, lastValidBlockHeight: sent.lastValidBlockHeight };
      store.setJson(SENT_STORAGE_KEY, { jobId, chunks: { ...current.chunks, [String(chunkId)]: entry } });
    },
  };
}

export function clearSentStore(store: LocalStore = createLocalStore()): void {
  store.remove(SENT_STORAGE_KEY);
}
