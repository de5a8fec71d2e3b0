import type { AddressCheck, ParsedAddressList } from '../types';

/**
 * Aptos account addresses: 32 bytes. AIP-40 writes them long (0x + 64 hex, what we show and compare); wallets, explorers
 * and older tools also print them short, leading zeros dropped (0x1, 0x5e1…). Both are taken and padded to the long
 * form; without 0x only the full 64 digits are taken (a shorter bare hex string is more likely a typo than an address).
 * No checksum exists, so the only issue is `format`.
 */

export type AptosAddress = `0x${string}`;

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const PREFIXED = /^0x([0-9a-f]{1,64})$/i;
const BARE = /^[0-9a-f]{64}$/i;
/** Whitespace, commas and semicolons (also the full-width ones a Chinese keyboard types) separate entries. */
const SEPARATORS = /[\s,;\uFF0C\uFF1B\u3001]+/;

export function checkAptosAddress(text: string): AddressCheck<AptosAddress> {
  const candidate = String(text).replace(INVISIBLE, '').trim();
  const prefixed = PREFIXED.exec(candidate);
  const hex = prefixed ? prefixed[1] : BARE.test(candidate) ? candidate : undefined;
  if (hex === undefined) return { ok: false, issue: 'format' };
  return { ok: true, address: `0x${hex.toLowerCase().padStart(64, '0')}` };
}

/** The long form (0x + 64 lowercase hex); undefined when it is no address. */
export function normalizeAptosAddress(text: string): AptosAddress | undefined {
  const check = checkAptosAddress(text);
  return check.ok ? check.address : undefined;
}

export function isAptosAddress(text: string): text is AptosAddress {
  return checkAptosAddress(text).ok;
}

/** AIP-40's short form (leading zeros dropped), for special addresses such as 0x1 in type names. */
export function shortAptosAddress(address: string): string {
  const long = normalizeAptosAddress(address);
  if (!long) throw new TypeError(`Not an Aptos address: "${address}"`);
  return `0x${long.slice(2).replace(/^0+(?=.)/, '')}`;
}

/** A pasted list: one or more addresses per line; invalid entries and repeats (in any form) reported with their line. */
export function parseAptosAddressList(input: string | readonly string[]): ParsedAddressList<AptosAddress> {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const result: ParsedAddressList<AptosAddress> = { addresses: [], invalid: [], duplicates: [] };
  const firstIndex = new Map<string, number>();
  let index = 0;
  lines.forEach((text, lineIndex) => {
    const line = lineIndex + 1;
    for (const entry of String(text).replace(INVISIBLE, '').split(SEPARATORS).filter(Boolean)) {
      const check = checkAptosAddress(entry);
      if (!check.ok) {
        result.invalid.push({ index, line, input: entry, issue: check.issue });
      } else {
        const first = firstIndex.get(check.address);
        if (first === undefined) {
          firstIndex.set(check.address, index);
          result.addresses.push(check.address);
        } else {
          result.duplicates.push({ index, line, address: check.address, firstIndex: first });
        }
      }
      index += 1;
    }
  });
  return result;
}
