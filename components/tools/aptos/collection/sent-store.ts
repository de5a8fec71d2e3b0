import { createLocalStore } from '@/lib/http/local-store';

/**
 * What a collection sent, kept in this browser so a reloaded page resumes: each swept wallet's last transaction hash (its APT sweep, known
 * before sending) under its destination. Addresses and hashes only, never a key. A resumed run asks the chain for a
 * wallet's hash before sweeping it again.
 */
export const APTOS_COLLECTION_STORE_KEY = 'chainkit:aptos:collection-sent';

type Stored = Record<string, Record<string, string>>;

function read(): Stored {
  try {
    return createLocalStore().getJson<Stored>(APTOS_COLLECTION_STORE_KEY) ?? {};
  } catch {
    return {};
  }
}

/** The hashes sent before from these wallets to `destination` (address → hash). */
export function readSentSweeps(destination: string): Record<string, string> {
  const entry = read()[destination];
  return entry && typeof entry === 'object' ? { ...entry } : {};
}

export function rememberSweep(destination: string, address: string, hash: string): void {
  try {
    const stored = read();
    stored[destination] = { ...(stored[destination] ?? {}), [address]: hash };
    createLocalStore().setJson(APTOS_COLLECTION_STORE_KEY, stored);
  } catch {
    // Resuming is a convenience: the run goes on without it.
  }
}

export function forgetSweeps(destination: string): void {
  try {
    const stored = read();
    delete stored[destination];
    createLocalStore().setJson(APTOS_COLLECTION_STORE_KEY, stored);
  } catch {
    // As above.
  }
}
