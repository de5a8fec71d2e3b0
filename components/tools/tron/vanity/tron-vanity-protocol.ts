import type { TronVanityPattern } from '@/lib/vanity/tron-pattern';
import { TronVanitySearch } from '@/lib/vanity/tron-search';
import { type VanitySearchSlice, vanitySlice } from '../../vanity/vanity-protocol';

/** Page → Tron worker: search private keys whose address has the pattern. */
export type TronVanityStart = { type: 'start'; pattern: TronVanityPattern };

/** The worker's search for a start command. `secret`: the key as TronLink shows it (64 hex). */
export async function startTronSearch({ pattern }: TronVanityStart): Promise<VanitySearchSlice> {
  return vanitySlice(await TronVanitySearch.create(pattern), (hit) => hit.privateKey.toString(16).padStart(64, '0'));
}
