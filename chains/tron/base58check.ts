import { bytesToHex, hexToBytes, sha256 } from 'viem';

/**
 * Base58Check as Tron (and Bitcoin) use it: payload + first 4 bytes of sha256(sha256(payload)), in the Bitcoin
 * alphabet. viem's sha256 (a wrapper of @noble/hashes, a declared dependency) keeps this browser-safe; the hoisted
 * top-level @noble/hashes is some other package's older copy, so we do not import it directly.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ALPHABET_INDEX = new Map([...ALPHABET].map((character, index) => [character, BigInt(index)]));

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload, 'bytes'), 'bytes').slice(0, 4);
}

export function encodeBase58(bytes: Uint8Array): string {
  let value = bytes.length > 0 ? BigInt(bytesToHex(bytes)) : 0n;
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  // Each leading zero byte is written as a leading '1' (it would vanish from the number).
  for (let index = 0; index < bytes.length && bytes[index] === 0; index += 1) text = `1${text}`;
  return text;
}

/** Undefined for any character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const character of text) {
    const digit = ALPHABET_INDEX.get(character);
    if (digit === undefined) return undefined;
    value = value * 58n + digit;
  }
  let hex = value > 0n ? value.toString(16) : '';
  if (hex.length % 2 === 1) hex = `0${hex}`;
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return hexToBytes(`0x${'00'.repeat(leadingZeros)}${hex}`);
}

export function encodeBase58Check(payload: Uint8Array): string {
  const withChecksum = new Uint8Array(payload.length + 4);
  withChecksum.set(payload);
  withChecksum.set(checksum(payload), payload.length);
  return encodeBase58(withChecksum);
}

/** The payload, or undefined when the text is not base58 or its checksum does not match. */
export function decodeBase58Check(text: string): Uint8Array | undefined {
  const bytes = decodeBase58(text);
  if (!bytes || bytes.length < 4) return undefined;
  const payload = bytes.slice(0, -4);
  const expected = checksum(payload);
  const actual = bytes.slice(-4);
  return expected.every((byte, index) => byte === actual[index]) ? payload : undefined;
}
