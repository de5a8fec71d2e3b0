import { Create2Search, type Create2Target } from '@/lib/vanity/create2-search';
import type { EvmVanityPattern } from '@/lib/vanity/evm-pattern';
import { EvmVanitySearch } from '@/lib/vanity/evm-search';
import { type VanitySearchSlice, vanitySlice } from '../../vanity/vanity-protocol';

/** Page → EVM worker. With a target the worker searches CREATE2 salts, without one private keys. */
export type EvmVanityStart = { type: 'start'; pattern: EvmVanityPattern; target?: Create2Target };

/** The worker's search for a start command. `secret`: the key (0x + 64 hex) or the salt. */
export async function startEvmSearch({ pattern, target }: EvmVanityStart): Promise<VanitySearchSlice> {
  if (target) return vanitySlice(await Create2Search.create(pattern, target), (hit) => hit.salt);
  return vanitySlice(
    await EvmVanitySearch.create(pattern),
    (hit) => `0x${hit.privateKey.toString(16).padStart(64, '0')}`,
  );
}
