import { Address } from '@ton/core';
import type { AddressCheck, AddressIssue, ParsedAddressList } from '../types';

/**
 * TON addresses: a workchain (0 basechain, -1 masterchain) and a 256-bit account id. Two spellings of the same
 * account: raw `0:<64 hex>` (what explorers and toncenter v3 answer) and user-friendly, 36 bytes in base64 or base64url
 * (48 characters) carrying flags and a CRC16: bounceable ("EQ…", for contracts), non-bounceable ("UQ…", for wallets,
 * TEP-2), and a testnet-only flag ("kQ…", "0Q…"). Comparison and storage use the raw form; the display form is
 * user-friendly base64url keeping the flags the user pasted (a raw address is shown bounceable, as @ton/core does).
 */

export type TonNetwork = 'mainnet' | 'testnet';

export interface TonAddressDetails {
  address: Address;
  /** `0:<64 lowercase hex>`: the comparison and storage form. */
  raw: string;
  /** User-friendly base64url with the flags below. */
  display: string;
  isBounceable: boolean;
  isTestOnly: boolean;
  /** True when the text was user-friendly (false for raw). */
  isFriendly: boolean;
}

export type TonAddressCheck = { ok: true; details: TonAddressDetails } | { ok: false; issue: AddressIssue };

/** Invisible characters that copying from chats, spreadsheets and web pages leaves around addresses. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const FRIENDLY_SHAPE = /^[A-Za-z0-9+/_-]{48}$/;
const RAW_SHAPE = /^(-1|0):[0-9a-fA-F]{64}$/;

function details(address: Address, flags: { isBounceable: boolean; isTestOnly: boolean; isFriendly: boolean }) {
  return {
    address,
    raw: address.toRawString(),
    display: address.toString({ urlSafe: true, bounceable: flags.isBounceable, testOnly: flags.isTestOnly }),
    ...flags,
  };
}

/**
 * One address as typed or pasted. A 48-character text whose CRC16 or tag fails is a likely typo ('checksum'). Only
 * workchains 0 and -1 exist. With `network: 'mainnet'` (the default) a testnet-only address is refused ('format'),
 * as wallets refuse to send to one on mainnet; with 'testnet' both are accepted.
 */
export function parseTonAddress(text: string, network: TonNetwork = 'mainnet'): TonAddressCheck {
  if (typeof text !== 'string') return { ok: false, issue: 'format' };
  const candidate = text.replace(INVISIBLE, '').trim();
  if (RAW_SHAPE.test(candidate)) {
    const address = Address.parseRaw(candidate.toLowerCase());
    return { ok: true, details: details(address, { isBounceable: true, isTestOnly: false, isFriendly: false }) };
  }
  if (!FRIENDLY_SHAPE.test(candidate)) return { ok: false, issue: 'format' };
  let parsed: ReturnType<typeof Address.parseFriendly>;
  try {
    parsed = Address.parseFriendly(candidate);
  } catch {
    return { ok: false, issue: 'checksum' };
  }
  if (parsed.address.workChain !== 0 && parsed.address.workChain !== -1) return { ok: false, issue: 'format' };
  if (parsed.isTestOnly && network === 'mainnet') return { ok: false, issue: 'format' };
  return {
    ok: true,
    details: details(parsed.address, {
      isBounceable: parsed.isBounceable,
      isTestOnly: parsed.isTestOnly,
      isFriendly: true,
    }),
  };
}

export function isTonAddress(text: unknown, network: TonNetwork = 'mainnet'): text is string {
  return typeof text === 'string' && parseTonAddress(text, network).ok;
}

/** The family's check: the display form (user-friendly base64url, flags as pasted). */
export function checkTonAddress(text: string, network: TonNetwork = 'mainnet'): AddressCheck {
  const check = parseTonAddress(text, network);
  return check.ok ? { ok: true, address: check.details.display } : check;
}

/** The comparison and storage form, `0:<hex>`; undefined when invalid. */
export function normalizeTonAddress(text: string, network: TonNetwork = 'mainnet'): string | undefined {
  const check = parseTonAddress(text, network);
  return check.ok ? check.details.raw : undefined;
}

/** An address in the form wallets show for a wallet: non-bounceable (UQ…), TEP-2's advice for receiving TON. */
export function tonWalletDisplay(address: Address, network: TonNetwork = 'mainnet'): string {
  return address.toString({ urlSafe: true, bounceable: false, testOnly: network === 'testnet' });
}

const SEPARATORS = /[\s,;\uFF0C\uFF1B\u3001]+/;

/**
 * A pasted list, one or more per line (whitespace, commas, semicolons); invalid entries with their line; the same
 * account written twice (raw and user-friendly, bounceable and not) is a duplicate of its first appearance.
 */
export function parseTonAddressList(
  input: string | readonly string[],
  network: TonNetwork = 'mainnet',
): ParsedAddressList {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const result: ParsedAddressList = { addresses: [], invalid: [], duplicates: [] };
  const firstIndex = new Map<string, { index: number; display: string }>();
  let index = 0;
  lines.forEach((text, lineIndex) => {
    const line = lineIndex + 1;
    for (const entry of String(text).replace(INVISIBLE, '').split(SEPARATORS).filter(Boolean)) {
      const check = parseTonAddress(entry, network);
      if (!check.ok) {
        result.invalid.push({ index, line, input: entry, issue: check.issue });
      } else {
        const first = firstIndex.get(check.details.raw);
        if (first === undefined) {
          firstIndex.set(check.details.raw, { index, display: check.details.display });
          result.addresses.push(check.details.display);
        } else {
          result.duplicates.push({ index, line, address: first.display, firstIndex: first.index });
        }
      }
      index += 1;
    }
  });
  return result;
}
