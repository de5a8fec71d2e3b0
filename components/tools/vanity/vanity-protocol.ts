/**
 * Messages between a vanity page and its Web Workers, for every family (EVM, Tron, …). Keys travel only between the
 * page and its own workers (postMessage, same tab).
 */

/** Page → worker, after the family's own start command. */
export type VanityControl = { type: 'pause' } | { type: 'resume' };

/** What a worker found: `secret` is the private key (or the CREATE2 salt), `address` the address the kernel made. */
export interface VanityHit {
  secret: string;
  address: string;
}

/** Worker → page. */
export type VanityReport =
  | { type: 'progress'; checked: number }
  | ({ type: 'hit' } & VanityHit)
  | { type: 'error'; message: string };
