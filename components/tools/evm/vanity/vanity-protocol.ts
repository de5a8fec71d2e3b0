import type { EvmVanityPattern } from '@/lib/vanity/evm-pattern';

/** Page → worker. */
export type VanityCommand = { type: 'start'; pattern: EvmVanityPattern } | { type: 'pause' } | { type: 'resume' };

/** Worker → page. Keys travel only between the page and its own workers (postMessage, same tab). */
export type VanityReport =
  | { type: 'progress'; checked: number }
  | { type: 'hit'; privateKey: string; address: string }
  | { type: 'error'; message: string };
