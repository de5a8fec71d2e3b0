import { SECP256K1_N } from './evm-kernel';

/** Keys a walk may cover from its start before it would need a new one (the kernel stops before the order). */
export const WALK_ROOM = 1n << 64n;

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const browserRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/**
 * A walk's start: 256 bits from the CSPRNG (`crypto.getRandomValues`), rejection-sampled into
 * [2^16, n − 2^64) so the batch table (1·G … 1024·G) never meets it and the walk has room before the group order.
 * Rejection keeps it uniform over that range (a draw is rejected with probability ≈ 2^-128).
 */
export function randomStartKey(random: RandomSource = browserRandom): bigint {
  for (;;) {
    const bytes = random(new Uint8Array(32));
    let key = 0n;
    for (const byte of bytes) key = (key << 8n) | BigInt(byte);
    if (key >= 1n << 16n && key < SECP256K1_N - WALK_ROOM) return key;
  }
}
