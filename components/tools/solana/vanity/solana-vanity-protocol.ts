import { bytesToHex } from '@noble/hashes/utils';
import type { SolanaVanityPattern } from '@/lib/vanity/solana-pattern';
import { SolanaVanitySearch } from '@/lib/vanity/solana-search';
import { type VanitySearchSlice, vanitySlice } from '../../vanity/vanity-protocol';

/** Page → Solana worker: search ed25519 seeds whose address has the pattern. */
export type SolanaVanityStart = { type: 'start'; pattern: SolanaVanityPattern };

/** The worker's search for a start command. `secret`: the 32-byte ed25519 seed in hex (the page re-derives it). */
export async function startSolanaSearch({ pattern }: SolanaVanityStart): Promise<VanitySearchSlice> {
  return vanitySlice(await SolanaVanitySearch.create(pattern), (hit) => bytesToHex(hit.seed));
}
