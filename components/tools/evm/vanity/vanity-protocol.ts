import type { Create2Target } from '@/lib/vanity/create2-search';
import type { EvmVanityPattern } from '@/lib/vanity/evm-pattern';

/** Page → EVM worker. With a target the worker searches CREATE2 salts, without one private keys. */
export type EvmVanityStart = { type: 'start'; pattern: EvmVanityPattern; target?: Create2Target };
