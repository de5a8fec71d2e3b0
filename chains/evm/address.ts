import { type Address, getAddress } from 'viem';
import type { AddressCheck, ParsedAddressList } from '../types';

/**
 * EVM addresses: 0x + 40 hex. Wallets and explorers differ in case (EIP-55 mixed case, all lower, all upper), so any
 * case is accepted by default; `strict` refuses mixed case whose EIP-55 checksum is wrong (a likely typo). The display
 * form is EIP-55 (viem's getAddress); the comparison and storage form is lowercase, as lib/server/vip stores them.
 */
export interface EvmAddressOptions {
  /** Refuse mixed-case text whose EIP-55 checksum does not match (issue 'checksum'). Default false. */
  strict?: boolean;
}

const HEX_ADDRESS = /^0x[0-9a-f]{40}$/i;
/** Invisible characters that copying from chats, spreadsheets and web pages leaves around addresses. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

function clean(text: string): string {
  const trimmed = text.replace(INVISIBLE, '').trim();
  return trimmed.startsWith('0X') ? `0x${trimmed.slice(2)}` : trimmed;
}

/** Validates an address as typed or pasted (surrounding whitespace ignored) and gives its EIP-55 form. */
export function checkEvmAddress(text: string, options: EvmAddressOptions = {}): AddressCheck<Address> {
  if (typeof text !== 'string') return { ok: false, issue: 'format' };
  const candidate = clean(text);
  if (!HEX_ADDRESS.test(candidate)) return { ok: false, issue: 'format' };
  const address = getAddress(candidate.toLowerCase());
  if (options.strict) {
    const digits = candidate.slice(2);
    const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
    if (mixedCase && candidate !== address) return { ok: false, issue: 'checksum' };
  }
  return { ok: true, address };
}

export function isEvmAddress(text: unknown, options: EvmAddressOptions = {}): text is string {
  return typeof text === 'string' && checkEvmAddress(text, options).ok;
}

/** The comparison and storage form: lowercase 0x-hex; undefined when the text is no EVM address. */
export function normalizeEvmAddress(text: string, options: EvmAddressOptions = {}): Address | undefined {
  const check = checkEvmAddress(text, options);
  return check.ok ? (check.address.toLowerCase() as Address) : undefined;
}

/** The display form with the EIP-55 checksum (viem's getAddress); undefined when the text is no EVM address. */
export function checksumEvmAddress(text: string, options: EvmAddressOptions = {}): Address | undefined {
  const check = checkEvmAddress(text, options);
  return check.ok ? check.address : undefined;
}

/** Separators between addresses on a line: whitespace, commas and semicolons, ASCII or full-width (，；、). */
const SEPARATORS = /[\s,;\uFF0C\uFF1B\u3001]+/;

/**
 * A pasted list of addresses: one or more per line, separated by whitespace, commas or semicolons; blank lines and
 * surrounding spaces are ignored. An array is taken as lines. Entries are numbered (`index`, from 0) in input order
 * across lines; `line` counts from 1. Valid addresses come back in EIP-55 form, each once, in order of first
 * appearance; later repeats (any case) are listed as duplicates.
 */
export function parseEvmAddressList(
  input: string | readonly string[],
  options: EvmAddressOptions = {},
): ParsedAddressList<Address> {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const result: ParsedAddressList<Address> = { addresses: [], invalid: [], duplicates: [] };
  const firstIndex = new Map<string, number>();
  let index = 0;
  lines.forEach((text, lineIndex) => {
    const entries = String(text).replace(INVISIBLE, '').split(SEPARATORS).filter(Boolean);
    for (const entry of entries) {
      const check = checkEvmAddress(entry, options);
      const line = lineIndex + 1;
      if (!check.ok) {
        result.invalid.push({ index, line, input: entry, issue: check.issue });
      } else {
        const key = check.address.toLowerCase();
        const first = firstIndex.get(key);
        if (first === undefined) {
          firstIndex.set(key, index);
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
