import type { AddressCheck, ParsedAddressList } from '../types';

/**
 * Sui addresses: 32 bytes written as 0x + 64 hex digits (ed25519, secp256k1, secp256r1, multisig and zkLogin accounts
 * alike: the address is a BLAKE2b-256 hash). They carry no checksum, so the only issue is `format`. Shown and compared
 * in lowercase, as the chain and explorers print them. Short forms (0x2) name system objects, never a user's account:
 * they are refused in lists of owners and recipients.
 */

export type SuiAddress = `0x${string}`;

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const SUI_ADDRESS = /^0x[0-9a-f]{64}$/i;
/** Whitespace, commas and semicolons (also the full-width ones a Chinese keyboard types) separate entries. */
const SEPARATORS = /[\s,;\uFF0C\uFF1B\u3001]+/;

export function checkSuiAddress(text: string): AddressCheck<SuiAddress> {
  const candidate = String(text).replace(INVISIBLE, '').trim();
  if (!SUI_ADDRESS.test(candidate)) return { ok: false, issue: 'format' };
  return { ok: true, address: candidate.toLowerCase() as SuiAddress };
}

export function normalizeSuiAddress(text: string): SuiAddress | undefined {
  const check = checkSuiAddress(text);
  return check.ok ? check.address : undefined;
}

export function isSuiAddress(text: string): text is SuiAddress {
  return checkSuiAddress(text).ok;
}

/** A pasted list: one or more addresses per line; invalid entries and repeats reported with their line. */
export function parseSuiAddressList(input: string | readonly string[]): ParsedAddressList<SuiAddress> {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const result: ParsedAddressList<SuiAddress> = { addresses: [], invalid: [], duplicates: [] };
  const firstIndex = new Map<string, number>();
  let index = 0;
  lines.forEach((text, lineIndex) => {
    const line = lineIndex + 1;
    for (const entry of String(text).replace(INVISIBLE, '').split(SEPARATORS).filter(Boolean)) {
      const check = checkSuiAddress(entry);
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
