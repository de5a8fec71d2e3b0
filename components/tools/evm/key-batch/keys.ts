import type { Address, Hex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { normalizeEvmPrivateKey } from '@/chains/evm/keys';
import type { KeyIssue } from '@/components/tools/key-batch/key-issue';

// Pasted private keys, held only in memory. Jobs, tables, exports and storage carry addresses; the key of an address
// is looked up here at signing time, so nothing that is saved or shown can contain one.

/** Invisible characters that copying from chats and spreadsheets leaves around keys. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

export function cleanKeyText(text: string): string {
  return text.replace(INVISIBLE, '').trim();
}

/** A key for tables: never more than its last four digits, e.g. `0x••••3f2a`. */
export function maskKey(key: string): string {
  return `0x••••${cleanKeyText(key).slice(-4)}`;
}

export interface KeyEntry {
  line: number;
  address: Address;
}

export type { KeyIssue, KeyIssueCode } from '@/components/tools/key-batch/key-issue';

export interface ParsedKeys {
  /** One per distinct valid key, in input order; the keys themselves went into the ring. */
  entries: KeyEntry[];
  issues: KeyIssue[];
  ring: KeyRing;
}

/**
 * The keys of one run, by lowercase address. Never serialised: it has no toJSON, and its map is private, so a
 * JSON.stringify of the ring (a debug log, a state dump) gives `{}`.
 */
export class KeyRing {
  readonly #keys = new Map<string, Hex>();
  readonly #accounts = new Map<string, PrivateKeyAccount>();

  /** Adds a key (any case, with or without 0x); its EIP-55 address, or undefined when the text is no key. */
  add(text: string): Address | undefined {
    const key = normalizeEvmPrivateKey(cleanKeyText(text));
    if (!key) return undefined;
    const account = privateKeyToAccount(key);
    const id = account.address.toLowerCase();
    this.#keys.set(id, key);
    this.#accounts.set(id, account);
    return account.address;
  }

  has(address: string): boolean {
    return this.#keys.has(address.toLowerCase());
  }

  /** The viem local account of an address: it signs in the page, its key never leaves it. */
  account(address: string): PrivateKeyAccount | undefined {
    return this.#accounts.get(address.toLowerCase());
  }

  /** The masked key of an address, for tables. */
  masked(address: string): string | undefined {
    const key = this.#keys.get(address.toLowerCase());
    return key === undefined ? undefined : maskKey(key);
  }

  get size(): number {
    return this.#keys.size;
  }

  /** Adds every key of another ring (the funding wallet's to the sources', for instance). */
  merge(other: KeyRing): this {
    for (const key of other.#keys.values()) this.add(key);
    return this;
  }

  /** A ring with only these addresses' keys. */
  only(addresses: Iterable<string>): KeyRing {
    const ring = new KeyRing();
    for (const address of addresses) {
      const id = address.toLowerCase();
      const key = this.#keys.get(id);
      const account = this.#accounts.get(id);
      if (key === undefined || account === undefined) continue;
      ring.#keys.set(id, key);
      ring.#accounts.set(id, account);
    }
    return ring;
  }

  toJSON(): Record<string, never> {
    return {};
  }
}

/** One key a line (blank and `#` lines skipped); invalid and repeated keys are reported by line and left out. */
export function parseKeyList(text: string): ParsedKeys {
  const ring = new KeyRing();
  const entries: KeyEntry[] = [];
  const issues: KeyIssue[] = [];
  const firstLine = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const cell = cleanKeyText(raw).replace(/[,;]+$/, '');
    if (cell === '' || cell.startsWith('#')) return;
    const address = ring.add(cell);
    if (!address) {
      issues.push({ line, code: 'invalid-key' });
      return;
    }
    const id = address.toLowerCase();
    const first = firstLine.get(id);
    if (first !== undefined) {
      issues.push({ line, code: 'duplicate-key', duplicateOf: first });
      return;
    }
    firstLine.set(id, line);
    entries.push({ line, address });
  });
  return { entries, issues, ring };
}
