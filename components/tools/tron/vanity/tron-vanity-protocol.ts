import type { TronVanityPattern } from '@/lib/vanity/tron-pattern';

/** Page → Tron worker: search private keys whose address has the pattern. */
export type TronVanityStart = { type: 'start'; pattern: TronVanityPattern };
