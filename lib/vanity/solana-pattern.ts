import type { KernelFilter } from './solana-kernel';

/** Base58 (Bitcoin alphabet): no 0, O, I or l. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Characters a pattern may have on each side (a Solana address has 32–44; keys beyond 8 are out of reach). */
export const SOLANA_MAX_PATTERN = 8;
/** Suffix characters the kernel checks (58^5 < 2^32); longer suffixes are finished in JavaScript. */
const KERNEL_SUFFIX = 5;
const TWO_256 = 1n << 256n;
/** Keys below 2^248 begin with a zero byte, written as a leading '1'. */
const TWO_248 = 1n << 248n;

export interface SolanaVanityPattern {
  prefix: string;
  suffix: string;
  caseSensitive: boolean;
}

export type SolanaPatternError = 'VANITY_EMPTY' | 'VANITY_BAD_BASE58' | 'VANITY_LEADING_ONE' | 'VANITY_TOO_LONG';

export type SolanaPatternResult =
  | { ok: true; pattern: SolanaVanityPattern }
  | { ok: false; code: SolanaPatternError; characters?: string };

/** The spellings of one typed character an address may have: itself, or both cases when case does not matter. */
function spellings(char: string, caseSensitive: boolean): string[] {
  const options = caseSensitive ? [char] : [...new Set([char.toLowerCase(), char.toUpperCase()])];
  return options.filter((option) => BASE58_ALPHABET.includes(option));
}

/**
 * Checks what the visitor typed. Characters no Solana address can hold are refused by name (0 always; O, I and l
 * when case matters — case-insensitive, their other case stands in). A prefix may not start with 1: an address
 * does only when its key starts with a zero byte (odds 1/256 per 1, not 1/58), which this generator does not aim at.
 */
export function parseSolanaPattern(
  prefixInput: string,
  suffixInput: string,
  caseSensitive: boolean,
): SolanaPatternResult {
  const prefix = prefixInput.trim();
  const suffix = suffixInput.trim();
  if (prefix.length + suffix.length === 0) return { ok: false, code: 'VANITY_EMPTY' };
  const bad = [...new Set([...(prefix + suffix)].filter((char) => spellings(char, caseSensitive).length === 0))];
  if (bad.length > 0) return { ok: false, code: 'VANITY_BAD_BASE58', characters: bad.join(' ') };
  if (prefix.startsWith('1')) return { ok: false, code: 'VANITY_LEADING_ONE' };
  if (prefix.length > SOLANA_MAX_PATTERN || suffix.length > SOLANA_MAX_PATTERN)
    return { ok: false, code: 'VANITY_TOO_LONG' };
  return { ok: true, pattern: { prefix, suffix, caseSensitive } };
}

/** Every exact spelling of `text` (2^letters of them when case does not matter). */
export function variants(text: string, caseSensitive: boolean): string[] {
  let out = [''];
  for (const char of text) out = out.flatMap((head) => spellings(char, caseSensitive).map((option) => head + option));
  return out;
}

function base58Value(text: string): bigint {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58_ALPHABET.indexOf(char));
  return value;
}

/**
 * The 32-byte keys (read as big-endian numbers) whose base58 text starts with `prefix`: for each length L the text
 * can have, [P·58^(L−k), (P+1)·58^(L−k)) within [58^(L−1), 58^L), and ≥ 2^248 (no leading zero byte). Exact.
 */
export function prefixRanges(prefix: string, caseSensitive: boolean): [bigint, bigint][] {
  const ranges: [bigint, bigint][] = [];
  for (const spelling of variants(prefix, caseSensitive)) {
    const value = base58Value(spelling);
    for (let length = spelling.length; length <= 44; length++) {
      const scale = 58n ** BigInt(length - spelling.length);
      const floor = [58n ** BigInt(length - 1), TWO_248].reduce((a, b) => (a > b ? a : b));
      const ceiling = [58n ** BigInt(length), TWO_256].reduce((a, b) => (a < b ? a : b));
      const low = [value * scale, floor].reduce((a, b) => (a > b ? a : b));
      const high = [(value + 1n) * scale, ceiling].reduce((a, b) => (a < b ? a : b));
      if (low < high) ranges.push([low, high - 1n]);
    }
  }
  return ranges.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The kernel's filter: prefix ranges cut to their top 64 bits (merged), suffix residues modulo 58^min(s, 5). */
export function kernelFilter({ prefix, suffix, caseSensitive }: SolanaVanityPattern): KernelFilter {
  const merged: [bigint, bigint][] = [];
  if (prefix.length > 0) {
    for (const [low, high] of prefixRanges(prefix, caseSensitive)) {
      const top: [bigint, bigint] = [low >> 192n, high >> 192n];
      const last = merged.at(-1);
      if (last && top[0] <= last[1] + 1n) last[1] = top[1] > last[1] ? top[1] : last[1];
      else merged.push(top);
    }
  }
  const tail = suffix.slice(-KERNEL_SUFFIX);
  const modulus = 58 ** tail.length;
  const residues =
    tail.length > 0 ? [...new Set(variants(tail, caseSensitive).map((spelling) => Number(base58Value(spelling))))] : [];
  return { ranges: merged, residues: residues.sort((a, b) => a - b), modulus };
}

/** Whether a base58 address matches; case counts only when the pattern asks for it. */
export function matchesSolanaPattern(address: string, { prefix, suffix, caseSensitive }: SolanaVanityPattern): boolean {
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  return fold(address).startsWith(fold(prefix)) && fold(address).endsWith(fold(suffix));
}

/**
 * Expected keys per hit. Not 58 per character: a key is a number below 2^256, so the first characters are skewed
 * (a 44-character address starts with 2…J; S…z start only shorter ones). The prefix's odds are the exact share of
 * 2^256 its ranges cover; the suffix's 58^s over its spellings. Case-insensitive: every spelling counts.
 */
export function solanaDifficulty({ prefix, suffix, caseSensitive }: SolanaVanityPattern): number {
  let odds = 1;
  if (prefix.length > 0) {
    const covered = prefixRanges(prefix, caseSensitive).reduce((sum, [low, high]) => sum + (high - low + 1n), 0n);
    if (covered === 0n) return Number.POSITIVE_INFINITY;
    // 2^256 / covered, in floating point without losing the small quotient.
    odds = Number((TWO_256 << 64n) / covered) / 2 ** 64;
  }
  if (suffix.length > 0) odds *= 58 ** suffix.length / variants(suffix, caseSensitive).length;
  return odds;
}
