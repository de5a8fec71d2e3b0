const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/**
 * Bytes at or above the largest multiple of the alphabet size are thrown away: taking every byte modulo
 * 62 would make the first 256 % 62 characters more likely than the rest.
 */
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHANUMERIC.length);

/** getRandomValues refuses more than 65536 bytes per call. */
const MAX_BYTES_PER_CALL = 65_536;

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  for (let offset = 0; offset < count; offset += MAX_BYTES_PER_CALL) {
    globalThis.crypto.getRandomValues(bytes.subarray(offset, offset + MAX_BYTES_PER_CALL));
  }
  return bytes;
}

function assertLength(length: number): void {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`length must be a whole number ≥ 0: ${length}`);
}

/** A random string of letters and digits from the platform's cryptographic generator (browser and Node). */
export function randomString(length = 32): string {
  assertLength(length);
  let result = '';
  while (result.length < length) {
    // About 3% of bytes are rejected, so asking for a few spare ones usually finishes in one round.
    for (const byte of randomBytes(length - result.length + 8)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      result += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (result.length === length) break;
    }
  }
  return result;
}

/** Random lowercase hex digits without a 0x prefix; the default 40 is the length of an EVM address. */
export function randomHex(length = 40): string {
  assertLength(length);
  return Array.from(randomBytes(Math.ceil(length / 2)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}
