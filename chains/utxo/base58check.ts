import { createBase58check } from '@scure/base';
import { sha256 } from '@scure/btc-signer/utils.js';

/**
 * Base58Check (payload + the first 4 bytes of double SHA-256), with the SHA-256 @scure/btc-signer already brings, so
 * the UTXO pages load neither viem nor another hash library for it.
 */
const base58check = createBase58check((data) => sha256(data));

/** @scure wants a Uint8Array of this realm; a Buffer from another one (Jest) is copied first. */
function plainBytes(bytes: Uint8Array): Uint8Array {
  return bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
}

export function encodeBase58Check(payload: Uint8Array): string {
  return base58check.encode(plainBytes(payload));
}

/** The payload, or undefined when the text is not Base58, too short, or its checksum does not match. */
export function decodeBase58Check(text: string): Uint8Array | undefined {
  try {
    return base58check.decode(text);
  } catch {
    return undefined;
  }
}
