import { normalizeSolanaAddress } from '@/chains/solana/address';
import { createLocalStore, type LocalStore } from '@/lib/http/local-store';

/**
 * The lookup tables a wallet created through this page (or pasted by the user), so their rent can be recovered
 * later: one list of table addresses per wallet address, nothing else (addresses are public keys, never secrets).
 */
const STORAGE_PREFIX = 'chainkit:solana-send:tables:';

export function tableStorageKey(wallet: string): string {
  return `${STORAGE_PREFIX}${wallet}`;
}

const listeners = new Set<() => void>();

/** The panel re-reads its list when the send flow (another component) records a table. */
export function subscribeToTables(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wallet's tables, oldest first; anything in storage that is not an address is left out. */
export function readTables(wallet: string, store: LocalStore = createLocalStore()): string[] {
  const stored = store.getJson<unknown>(tableStorageKey(wallet));
  if (!Array.isArray(stored)) return [];
  const addresses = stored.flatMap((item) => {
    const address = typeof item === 'string' ? normalizeSolanaAddress(item) : undefined;
    return address ? [address] : [];
  });
  return [...new Set(addresses)];
}

function write(wallet: string, tables: readonly string[], store: LocalStore) {
  if (tables.length === 0) store.remove(tableStorageKey(wallet));
  else store.setJson(tableStorageKey(wallet), tables);
  for (const listener of listeners) listener();
}

/** Adds tables (already listed ones once); an invalid address throws, nothing is written. */
export function rememberTables(wallet: string, tables: readonly string[], store: LocalStore = createLocalStore()) {
  const valid = tables.map((table) => {
    const address = normalizeSolanaAddress(table);
    if (!address) throw new RangeError(`Not a Solana address: ${table}`);
    return address;
  });
  const current = readTables(wallet, store);
  const added = valid.filter((address, index) => !current.includes(address) && valid.indexOf(address) === index);
  if (added.length > 0) write(wallet, [...current, ...added], store);
}

export function forgetTable(wallet: string, table: string, store: LocalStore = createLocalStore()) {
  write(
    wallet,
    readTables(wallet, store).filter((address) => address !== table),
    store,
  );
}

export type PastedTable = { address: string } | { issue: 'invalid' | 'listed' };

/** A table address typed or pasted by the user: checked before it is added. */
export function checkPastedTable(text: string, listed: readonly string[]): PastedTable {
  const address = normalizeSolanaAddress(text.trim());
  if (!address) return { issue: 'invalid' };
  return listed.includes(address) ? { issue: 'listed' } : { address };
}
