import { PublicKey } from '@solana/web3.js';
import type { AddressCheck, ParsedAddressList } from '../types';
import { decodeBase58 } from './base58';

/**
 * Solana addresses: base58 text of a 32-byte public key (32 to 44 characters). Base58 has no checksum and one
 * spelling per key, so the display, comparison and storage forms are the text itself. Keys on the ed25519 curve belong
 * to wallets; keys off the curve are program-derived addresses (token accounts, vaults), which cannot sign: they are
 * valid, but a list flags them, since sending tokens to one usually means the user pasted a token account instead of
 * its owner.
 */
export type SolanaAddress = string;

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Invisible characters that copying from chats, spreadsheets and web pages leaves around addresses. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

export interface SolanaAddressInfo {
  address: SolanaAddress;
  /** On the ed25519 curve: a wallet's key. Off the curve: a program-derived address. */
  isOnCurve: boolean;
}

/** The 32 bytes of an address, or undefined when the text is no Solana address. */
export function solanaAddressBytes(text: string): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined;
  const candidate = text.replace(INVISIBLE, '').trim();
  if (!BASE58_ADDRESS.test(candidate)) return undefined;
  const bytes = decodeBase58(candidate);
  return bytes?.length === 32 ? bytes : undefined;
}

/** Validates an address as typed or pasted (surrounding whitespace ignored). Solana has no checksum issue. */
export function checkSolanaAddress(text: string): AddressCheck<SolanaAddress> {
  const bytes = solanaAddressBytes(text);
  if (!bytes) return { ok: false, issue: 'format' };
  return { ok: true, address: text.replace(INVISIBLE, '').trim() };
}

export function isSolanaAddress(text: unknown): text is SolanaAddress {
  return typeof text === 'string' && solanaAddressBytes(text) !== undefined;
}

/** The address and whether it is on the curve; undefined when the text is no Solana address. */
export function solanaAddressInfo(text: string): SolanaAddressInfo | undefined {
  const bytes = solanaAddressBytes(text);
  if (!bytes) return undefined;
  return { address: text.replace(INVISIBLE, '').trim(), isOnCurve: PublicKey.isOnCurve(bytes) };
}

/** Base58 is already canonical: the trimmed text; undefined when invalid. */
export function normalizeSolanaAddress(text: string): SolanaAddress | undefined {
  const check = checkSolanaAddress(text);
  return check.ok ? check.address : undefined;
}

/** The web3.js key of an address; throws on an invalid one. */
export function toPublicKey(address: string | PublicKey): PublicKey {
  if (address instanceof PublicKey) return address;
  const bytes = solanaAddressBytes(address);
  if (!bytes) throw new TypeError(`Not a Solana address: "${address}"`);
  return new PublicKey(bytes);
}

export interface ParsedSolanaAddressList extends ParsedAddressList<SolanaAddress> {
  /** Valid entries off the ed25519 curve (program-derived addresses), for a warning; also in `addresses`. */
  offCurve: { index: number; line: number; address: SolanaAddress }[];
}

/** Separators between addresses on a line: whitespace, commas and semicolons, ASCII or full-width (，；、). */
const SEPARATORS = /[\s,;\uFF0C\uFF1B\u3001]+/;

/**
 * A pasted list of addresses: one or more per line, separated by whitespace, commas or semicolons; blank lines are
 * ignored. An array is taken as lines. Entries are numbered (`index`, from 0) across lines; `line` counts from 1.
 * Valid addresses come back once each, in order of first appearance; later repeats are listed as duplicates.
 */
export function parseSolanaAddressList(input: string | readonly string[]): ParsedSolanaAddressList {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const result: ParsedSolanaAddressList = { addresses: [], invalid: [], duplicates: [], offCurve: [] };
  const firstIndex = new Map<string, number>();
  let index = 0;
  lines.forEach((text, lineIndex) => {
    const line = lineIndex + 1;
    for (const entry of String(text).replace(INVISIBLE, '').split(SEPARATORS).filter(Boolean)) {
      const info = solanaAddressInfo(entry);
      if (!info) {
        result.invalid.push({ index, line, input: entry, issue: 'format' });
      } else {
        const first = firstIndex.get(info.address);
        if (first === undefined) {
          firstIndex.set(info.address, index);
          result.addresses.push(info.address);
          if (!info.isOnCurve) result.offCurve.push({ index, line, address: info.address });
        } else {
          result.duplicates.push({ index, line, address: info.address, firstIndex: first });
        }
      }
      index += 1;
    }
  });
  return result;
}
