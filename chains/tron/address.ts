import { bytesToHex, hexToBytes } from 'viem';
import type { AddressCheck, ParsedAddressList } from '../types';
import { decodeBase58Check, encodeBase58Check } from './base58check';

/**
 * Tron addresses: 21 bytes, a 0x41 prefix and the same 20-byte account id as an EVM address. Wallets and TronGrid
 * show them in base58check (T…); the HTTP API answers `41…` hex in transactions and bare 40-hex in event logs.
 */
export const TRON_ADDRESS_PREFIX = 0x41;
const HEX_ADDRESS = /^(?:0x|41)?([0-9a-f]{40})$/i;

/** True for a base58check T-address with the mainnet 0x41 prefix and a valid checksum. */
export function isTronAddress(text: unknown): text is string {
  if (typeof text !== 'string' || text.length !== 34 || !text.startsWith('T')) return false;
  const payload = decodeBase58Check(text);
  return payload !== undefined && payload.length === 21 && payload[0] === TRON_ADDRESS_PREFIX;
}

/** 'T…' → '41' + 40 lowercase hex (the API's form), or undefined when not a valid Tron address. */
export function tronAddressToHex(address: string): string | undefined {
  if (!isTronAddress(address)) return undefined;
  const payload = decodeBase58Check(address) as Uint8Array;
  return bytesToHex(payload).slice(2);
}

/**
 * '41…' (42 hex), '0x…' or bare 40 hex (as in event logs and topics' last 20 bytes) → 'T…'; undefined when the text
 * is none of these. A 42-hex text must start with 41: any other prefix is not a Tron mainnet address.
 */
export function tronAddressFromHex(hex: string): string | undefined {
  if (typeof hex !== 'string') return undefined;
  if (hex.length === 42 && !/^(?:41|0x)/i.test(hex)) return undefined;
  const match = HEX_ADDRESS.exec(hex);
  if (!match) return undefined;
  return encodeBase58Check(hexToBytes(`0x41${match[1].toLowerCase()}`));
}

/** The 20-byte account id as a lowercase 0x-address: what an EVM tool or ABI encoder needs. */
export function tronAddressToEvmHex(address: string): `0x${string}` | undefined {
  const hex = tronAddressToHex(address);
  return hex ? `0x${hex.slice(2)}` : undefined;
}

/** Invisible characters that copying from chats, spreadsheets and web pages leaves around addresses. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const BASE58_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/**
 * An address as typed or pasted: a T-address, or its 41-hex form (what the HTTP API answers); the display form is
 * base58. A T-address of the right shape whose checksum fails is a likely typo ('checksum').
 */
export function checkTronAddress(text: string): AddressCheck {
  if (typeof text !== 'string') return { ok: false, issue: 'format' };
  const candidate = text.replace(INVISIBLE, '').trim();
  if (isTronAddress(candidate)) return { ok: true, address: candidate };
  if (/^41[0-9a-f]{40}$/i.test(candidate)) return { ok: true, address: tronAddressFromHex(candidate) as string };
  return { ok: false, issue: BASE58_SHAPE.test(candidate) ? 'checksum' : 'format' };
}

/** The comparison and storage form: the T-address itself (base58 is case-sensitive, so it is its own normal form). */
export function normalizeTronAddress(text: string): string | undefined {
  const check = checkTronAddress(text);
  return check.ok ? check.address : undefined;
}

const SEPARATORS = /[\s,;\uFF0C\uFF1B\u3001]+/;

/** A pasted list, one or more per line (whitespace, commas, semicolons); same rules as the EVM list parser. */
export function parseTronAddressList(input: string | readonly string[]): ParsedAddressList {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const result: ParsedAddressList = { addresses: [], invalid: [], duplicates: [] };
  const firstIndex = new Map<string, number>();
  let index = 0;
  lines.forEach((text, lineIndex) => {
    const line = lineIndex + 1;
    for (const entry of String(text).replace(INVISIBLE, '').split(SEPARATORS).filter(Boolean)) {
      const check = checkTronAddress(entry);
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
