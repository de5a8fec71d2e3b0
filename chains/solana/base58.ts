import { base58 } from '@scure/base';

/**
 * Base58 in the Bitcoin alphabet, as Solana writes public keys, signatures and secret keys. web3.js carries its own
 * bs58 copy but does not export it, so secret keys (64 bytes) and signatures go through @scure/base's codec.
 */
export function encodeBase58(bytes: Uint8Array): string {
  // @scure wants a Uint8Array of this realm; a Buffer from another one (Jest) is copied first.
  return base58.encode(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
}

/** The bytes, or undefined for an empty text or any character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}
