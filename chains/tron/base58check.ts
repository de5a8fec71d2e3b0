import { base58, createBase58check } from '@scure/base';
import { sha256 } from 'viem';

/**
 * Base58Check as Tron (and Bitcoin) use it: payload + first 4 bytes of sha256(sha256(payload)), in the Bitcoin
 * alphabet, by @scure/base. viem's sha256 (a wrapper of @noble/hashes, a declared dependency) keeps this
 * browser-safe; the hoisted top-level @noble/hashes is some other package's older copy, so we do not import it.
 */
const base58check = createBase58check((data) => sha256(data, 'bytes'));

/** @scure wants a Uint8Array of this realm; a Buffer from another one (Jest) is copied first. */
function plainBytes(bytes: Uint8Array): Uint8Array {
  return bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
}

export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(plainBytes(bytes));
}

/** Undefined for any character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}

export function encodeBase58Check(payload: Uint8Array): string {
  return base58check.encode(plainBytes(payload));
}

/** The payload, or undefined when the text is not base58, too short, or its checksum does not match. */
export function decodeBase58Check(text: string): Uint8Array | undefined {
  try {
    return base58check.decode(text);
  } catch {
    return undefined;
  }
}
