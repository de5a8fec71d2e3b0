// Tron vanity patterns. A Tron address is base58check(0x41 ‖ 20 bytes): the base58 text of
// V = payload · 2^32 + checksum, with payload = 0x41 ‖ the 20 bytes and the checksum the first 4 bytes of
// sha256(sha256(payload)). Every V lies in [0x41 · 2^192, 0x42 · 2^192), so every address has 34 characters and starts
// with 'T', and the second character can only be one of a few (TRON_SECOND_CHARS). Base58 is case-sensitive: 'a' and
// 'A' are different digits, so matching is exact.

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const TRON_ADDRESS_LENGTH = 34;
/** Characters a pattern may use after the fixed 'T': prefix + suffix ≤ 33. */
export const TRON_PATTERN_MAX = TRON_ADDRESS_LENGTH - 1;
/** The kernel filters a suffix by its last 5 characters at most (58^5 < 2^32); JavaScript checks the rest. */
export const KERNEL_SUFFIX_MAX = 5;

const V_MIN = 0x41n << 192n;
const V_MAX = (0x42n << 192n) - 1n;
const TWO_160 = 1n << 160n;

export interface TronVanityPattern {
  /** Characters right after the leading 'T'. */
  prefix: string;
  /** Characters the address ends with. */
  suffix: string;
}

export type TronPatternError =
  | { code: 'VANITY_EMPTY' }
  | { code: 'VANITY_NOT_BASE58'; field: 'prefix' | 'suffix'; char: string; position: number }
  | { code: 'VANITY_SECOND_CHAR'; field: 'prefix'; char: string; allowed: string }
  | { code: 'VANITY_PREFIX_IMPOSSIBLE'; field: 'prefix' }
  | { code: 'VANITY_TOO_LONG' };

export type TronPatternResult = { ok: true; pattern: TronVanityPattern } | { ok: false; error: TronPatternError };

function base58Value(text: string): bigint {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58_ALPHABET.indexOf(char));
  return value;
}

/** The values V whose address starts with 'T' + prefix, within the Tron range; null when there are none. */
export function prefixRange(prefix: string): { low: bigint; high: bigint } | null {
  const text = `T${prefix}`;
  const scale = 58n ** BigInt(TRON_ADDRESS_LENGTH - text.length);
  const value = base58Value(text);
  const low = value * scale > V_MIN ? value * scale : V_MIN;
  const high = (value + 1n) * scale - 1n < V_MAX ? (value + 1n) * scale - 1n : V_MAX;
  return low <= high ? { low, high } : null;
}

/** The characters that can follow the leading 'T' of a Tron address. */
export const TRON_SECOND_CHARS = [...BASE58_ALPHABET].filter((char) => prefixRange(char) !== null).join('');

/**
 * Checks what the visitor typed: base58 characters only (named with their field and position when not), a prefix
 * (after the fixed 'T') some Tron address can start with, prefix + suffix ≤ 33 characters.
 */
export function parseTronPattern(prefixInput: string, suffixInput: string): TronPatternResult {
  const prefix = prefixInput.trim();
  const suffix = suffixInput.trim();
  if (prefix.length + suffix.length === 0) return { ok: false, error: { code: 'VANITY_EMPTY' } };
  for (const [field, text] of [
    ['prefix', prefix],
    ['suffix', suffix],
  ] as const) {
    const position = [...text].findIndex((char) => !BASE58_ALPHABET.includes(char));
    if (position >= 0) {
      return {
        ok: false,
        error: { code: 'VANITY_NOT_BASE58', field, char: [...text][position], position: position + 1 },
      };
    }
  }
  if (prefix.length + suffix.length > TRON_PATTERN_MAX) return { ok: false, error: { code: 'VANITY_TOO_LONG' } };
  if (prefix.length > 0 && !TRON_SECOND_CHARS.includes(prefix[0])) {
    return {
      ok: false,
      error: { code: 'VANITY_SECOND_CHAR', field: 'prefix', char: prefix[0], allowed: TRON_SECOND_CHARS },
    };
  }
  if (prefix.length > 0 && prefixRange(prefix) === null) {
    return { ok: false, error: { code: 'VANITY_PREFIX_IMPOSSIBLE', field: 'prefix' } };
  }
  return { ok: true, pattern: { prefix, suffix } };
}

/** Whether a Tron address (base58check text) has the pattern: exact, case included. */
export function matchesTronPattern(address: string, { prefix, suffix }: TronVanityPattern): boolean {
  return address.startsWith(`T${prefix}`) && address.endsWith(suffix);
}

/**
 * Expected keys per hit: the share of addresses in the prefix's range (uniform V over the Tron range; for most
 * prefixes 58 per character, more or less for the second one), times 58 per suffix character.
 */
export function tronDifficulty({ prefix, suffix }: TronVanityPattern): number {
  let odds = 1;
  if (prefix.length > 0) {
    const range = prefixRange(prefix);
    if (!range) return Number.POSITIVE_INFINITY;
    odds = Number(V_MAX - V_MIN + 1n) / Number(range.high - range.low + 1n);
  }
  return odds * 58 ** suffix.length;
}

/** What the kernel compares (tron-kernel.ts writes it): the 20 bytes' range for the prefix, a residue for the suffix. */
export interface TronKernelParams {
  /** null: no prefix. Both ends inclusive, as 160-bit numbers of the 20 address bytes. */
  range: { low: bigint; high: bigint } | null;
  /** 58^min(k, 5), 0 when there is no suffix. */
  modulus: bigint;
  residue: bigint;
}

/**
 * The prefix's V range as a range of the 20 bytes (every payload with some V in range: the boundary payloads may miss
 * by their checksum, so hits are checked exactly afterwards), and the suffix's last ≤ 5 characters as V mod 58^k.
 */
export function tronKernelParams({ prefix, suffix }: TronVanityPattern): TronKernelParams {
  let range: TronKernelParams['range'] = null;
  if (prefix.length > 0) {
    const values = prefixRange(prefix);
    if (!values) throw new RangeError('no Tron address starts with this prefix');
    range = { low: (values.low >> 32n) - 0x41n * TWO_160, high: (values.high >> 32n) - 0x41n * TWO_160 };
  }
  const tail = suffix.slice(-KERNEL_SUFFIX_MAX);
  return {
    range,
    modulus: tail.length > 0 ? 58n ** BigInt(tail.length) : 0n,
    residue: tail.length > 0 ? base58Value(tail) : 0n,
  };
}
