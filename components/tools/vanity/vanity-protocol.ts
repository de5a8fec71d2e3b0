/**
 * Messages between a vanity page and its Web Workers, for every family (EVM, Tron, Solana). Keys travel only between the
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

/** A family's search inside a worker: checks keys for about `ms` milliseconds, returns the count and the hits. */
export interface VanitySearchSlice {
  run(ms: number): { checked: number; hits: VanityHit[] };
}

/** A family's search as a slice: its own hits (a bigint key, a seed, a salt…) written as the `secret` the page checks. */
export function vanitySlice<Hit extends { address: string }>(
  search: { run(ms: number): { checked: number; hits: Hit[] } },
  secret: (hit: Hit) => string,
): VanitySearchSlice {
  return {
    run: (ms) => {
      const { checked, hits } = search.run(ms);
      return { checked, hits: hits.map((hit) => ({ secret: secret(hit), address: hit.address })) };
    },
  };
}
