import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { associatedTokenAddress } from '@/chains/solana/token-accounts';

/** An address the transactions write, or an owner's associated token account of a mint (program unknown: both). */
export type WrittenAccount = string | undefined | { owner: string | undefined; mint: string; programId?: PublicKey };

/** Each node answers for the first 128 accounts; more than that is never asked. */
const MOST_ACCOUNTS = 128;

function keyOf(address: string | undefined): PublicKey | undefined {
  const normalized = address === undefined ? undefined : normalizeSolanaAddress(address.trim());
  return normalized ? new PublicKey(normalized) : undefined;
}

/**
 * The accounts to ask recent priority fees about, in the caller's order (the most contested first: fee payer,
 * destination): invalid, missing and repeated entries left out. An account that is never written (the token account
 * under the other program) costs nothing: a node reports no fee for it.
 */
export function writtenAccounts(entries: readonly WrittenAccount[]): PublicKey[] {
  const seen = new Set<string>();
  const accounts: PublicKey[] = [];
  const add = (key: PublicKey) => {
    if (seen.has(key.toBase58()) || accounts.length >= MOST_ACCOUNTS) return;
    seen.add(key.toBase58());
    accounts.push(key);
  };
  for (const entry of entries) {
    if (accounts.length >= MOST_ACCOUNTS) break;
    if (typeof entry !== 'object') {
      const key = keyOf(entry);
      if (key) add(key);
      continue;
    }
    const owner = keyOf(entry.owner);
    const mint = keyOf(entry.mint);
    if (!owner || !mint) continue;
    for (const programId of entry.programId ? [entry.programId] : [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      add(associatedTokenAddress(owner, mint, programId));
    }
  }
  return accounts;
}
