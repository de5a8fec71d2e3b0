import { keccak_256 } from '@noble/hashes/sha3';
import type { AddressMask } from './evm-kernel';

export const EVM_ADDRESS_NIBBLES = 40;

export interface EvmVanityPattern {
  /** Hex characters the address must start with (after 0x), as typed: case matters only when caseSensitive. */
  prefix: string;
  suffix: string;
  caseSensitive: boolean;
}

export type EvmPatternError = 'VANITY_EMPTY' | 'VANITY_NOT_HEX' | 'VANITY_TOO_LONG';

export type EvmPatternResult = { ok: true; pattern: EvmVanityPattern } | { ok: false; code: EvmPatternError };

/** Checks what the visitor typed: hex only (a leading 0x on the prefix is dropped), prefix + suffix ≤ 40. */
export function parseEvmPattern(prefixInput: string, suffixInput: string, caseSensitive: boolean): EvmPatternResult {
  const prefix = prefixInput.trim().replace(/^0x/i, '');
  const suffix = suffixInput.trim();
  if (prefix.length + suffix.length === 0) return { ok: false, code: 'VANITY_EMPTY' };
  if (!/^[0-9a-fA-F]*$/.test(prefix) || !/^[0-9a-fA-F]*$/.test(suffix)) return { ok: false, code: 'VANITY_NOT_HEX' };
  if (prefix.length + suffix.length > EVM_ADDRESS_NIBBLES) return { ok: false, code: 'VANITY_TOO_LONG' };
  return { ok: true, pattern: { prefix, suffix, caseSensitive } };
}

/** The kernel's value/mask pair over the 20 address bytes: the prefix and suffix nibbles, case folded. */
export function evmMask({ prefix, suffix }: EvmVanityPattern): AddressMask {
  const value = new Uint8Array(20);
  const mask = new Uint8Array(20);
  const set = (nibble: number, hex: string) => {
    const digit = Number.parseInt(hex, 16);
    const shift = nibble % 2 === 0 ? 4 : 0;
    const byte = nibble >> 1;
    value[byte] = (value[byte] & ~(0xf << shift)) | (digit << shift);
    mask[byte] |= 0xf << shift;
  };
  for (let index = 0; index < prefix.length; index++) set(index, prefix[index]);
  for (let index = 0; index < suffix.length; index++) set(EVM_ADDRESS_NIBBLES - suffix.length + index, suffix[index]);
  return { value, mask };
}

/** EIP-55: the address with letters upper-cased where the keccak of its lower-case hex has a nibble ≥ 8. */
export function toChecksumAddress(lowerHex: string): string {
  const hash = keccak_256(new TextEncoder().encode(lowerHex));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lowerHex[i].toUpperCase() : lowerHex[i];
  }
  return out;
}

/** Whether a checksummed (EIP-55) address matches the pattern; case counts only when the pattern asks for it. */
export function matchesEvmPattern(checksummed: string, { prefix, suffix, caseSensitive }: EvmVanityPattern): boolean {
  const body = checksummed.replace(/^0x/, '');
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  return fold(body).startsWith(fold(prefix)) && fold(body).endsWith(fold(suffix));
}

/** Expected keys per hit: 16 per nibble, and ×2 per letter (a–f) when its case must match. */
export function evmDifficulty({ prefix, suffix, caseSensitive }: EvmVanityPattern): number {
  const letters = caseSensitive ? [...(prefix + suffix)].filter((char) => /[a-f]/i.test(char)).length : 0;
  return 16 ** (prefix.length + suffix.length) * 2 ** letters;
}
