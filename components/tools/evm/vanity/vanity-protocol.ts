import type { Create2Target } from '@/lib/vanity/create2-search';
import type { EvmVanityPattern } from '@/lib/vanity/evm-pattern';

/** Page → worker. With a target the worker searches CREATE2 salts, without one private keys. */
export type VanityCommand =
  | { type: 'start'; pattern: EvmVanityPattern; target?: Create2Target }
  | { type: 'pause' }
  | { type: 'resume' };

/** Worker → page. Keys travel only between the page and its own workers (postMessage, same tab). */
export type VanityReport =
  | { type: 'progress'; checked: number }
  /** `secret`: the private key (0x + 64 hex), or the CREATE2 salt. */
  | { type: 'hit'; secret: string; address: string }
  | { type: 'error'; message: string };
