import type { SolanaVanityPattern } from '@/lib/vanity/solana-pattern';

/** Page → worker. */
export type SolanaVanityCommand =
  | { type: 'start'; pattern: SolanaVanityPattern }
  | { type: 'pause' }
  | { type: 'resume' };

/** Worker → page. Seeds travel only between the page and its own workers (postMessage, same tab). */
export type SolanaVanityReport =
  | { type: 'progress'; checked: number }
  /** `seed`: the 32-byte ed25519 seed; `address`: the base58 public key the kernel derived from it. */
  | { type: 'hit'; seed: Uint8Array; address: string }
  | { type: 'error'; message: string };
