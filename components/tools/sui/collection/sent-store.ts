import { createLocalStore } from '@/lib/http/local-store';

/**
 * What a collection sent, kept in this browser so a reloaded page resumes: each swept wallet's sweep digest (known
 * before sending) under its destination. Addresses and digests only, never a key. A resumed run asks the chain for a
 * wallet's digest before sweeping it again.
 */
export const SUI_COLLECTION_STORE_KEY = 'chainkit:sui:collection-sent';

type Stored = Record<string, Record<string, string>>;

function read(): Stored {
  try {
    return createLocalStore().getJson<Stored>(SUI_COLLECTION_STORE_KEY) ?? {};
  } catch {
    return {};
  }
}

/** The digests sent before from these wallets to `destination` (address → digest). */
export function readSentSweeps(destination: string): Record<string, string> {
  const entry = read()[destination];
  return entry && typeof entry === 'object' ? { ...entry } : {};
}

export function rememberSweep(destination: string, address: string, digest: string): void {
  try {
    const stored = read();
    stored[destination] = { ...(stored[destination] ?? {}), [address]: digest };
    createLocalStore().setJson(SUI_COLLECTION_STORE_KEY, stored);
  } catch {
    // Resuming is a convenience: the run goes on without it.
  }
}

export function forgetSweeps(destination: string): void {
  try {
    const stored = read();
    delete stored[destination];
    createLocalStore().setJson(SUI_COLLECTION_STORE_KEY, stored);
  } catch {
    // As above.
  }
}
