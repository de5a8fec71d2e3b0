import type { Keypair } from '@solana/web3.js';
import { solanaKeypairFromText } from '@/chains/solana/keys';
import type { KeyIssue } from '@/components/tools/key-batch/key-issue';

// Pasted Solana private keys, held only in memory (the pages with pasted keys: collection, batch close). Plans, jobs,
// tables, exports and storage carry addresses; the key pair of an address is looked up here at signing time, so
// nothing that is saved or shown can contain a key.

/** Invisible characters that copying from chats and spreadsheets leaves around keys. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * A pasted key without the invisible characters and outer spaces copying adds. (Not key-batch's cleanKeyText: that
 * module brings the EVM key code along, and byte-array keys must keep their commas.)
 */
export function cleanSolanaKeyText(text: string): string {
  return text.replace(INVISIBLE, '').trim();
}

export interface SolanaKeyEntry {
  line: number;
  /** The wallet's address (base58 public key). */
  address: string;
}

export interface ParsedSolanaKeys {
  /** One per distinct valid key, in input order. */
  entries: SolanaKeyEntry[];
  /** Invalid and repeated lines, by line number only (the shared key-batch codes and texts). */
  issues: KeyIssue[];
  ring: SolanaKeyRing;
}

/**
 * The key pairs of one run, by address. Never serialised: the map is private and toJSON answers `{}`, so a
 * JSON.stringify of the ring (a debug log, a state dump) shows nothing.
 */
export class SolanaKeyRing {
  readonly #keypairs = new Map<string, Keypair>();

  /**
   * Adds a key pair, or a key as text in any accepted form (base58, JSON byte array, hex). Answers its address;
   * undefined when the text is no key.
   */
  add(key: Keypair): string;
  add(key: string): string | undefined;
  add(key: string | Keypair): string | undefined {
    const keypair = typeof key === 'string' ? solanaKeypairFromText(cleanSolanaKeyText(key)) : key;
    if (!keypair) return undefined;
    const address = keypair.publicKey.toBase58();
    this.#keypairs.set(address, keypair);
    return address;
  }

  has(address: string): boolean {
    return this.#keypairs.has(address);
  }

  /** The key pair that signs for an address, in this page only. */
  keypair(address: string): Keypair | undefined {
    return this.#keypairs.get(address);
  }

  get size(): number {
    return this.#keypairs.size;
  }

  /** A ring with this ring's keys and the other's (the sources' and the fee payer's); neither ring changes. */
  merged(other: SolanaKeyRing): SolanaKeyRing {
    const ring = new SolanaKeyRing();
    for (const [address, keypair] of this.#keypairs) ring.#keypairs.set(address, keypair);
    for (const [address, keypair] of other.#keypairs) ring.#keypairs.set(address, keypair);
    return ring;
  }

  toJSON(): Record<string, never> {
    return {};
  }
}

/**
 * One key a line, in any form chains/solana/keys accepts: base58 of the 64-byte secret key, a solana-keygen byte
 * array, or hex. Blank and `#` lines are skipped; a trailing comma or semicolon (a spreadsheet column) is dropped.
 * Invalid and repeated keys are reported by line (never quoted) and left out.
 */
export function parseSolanaKeyList(text: string): ParsedSolanaKeys {
  const ring = new SolanaKeyRing();
  const entries: SolanaKeyEntry[] = [];
  const issues: KeyIssue[] = [];
  const firstLine = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const cell = cleanSolanaKeyText(raw).replace(/[,;]+$/, '');
    if (cell === '' || cell.startsWith('#')) return;
    const keypair = solanaKeypairFromText(cell);
    if (!keypair) {
      issues.push({ line, code: 'invalid-key' });
      return;
    }
    const address = keypair.publicKey.toBase58();
    const first = firstLine.get(address);
    if (first !== undefined) {
      issues.push({ line, code: 'duplicate-key', duplicateOf: first });
      return;
    }
    ring.add(keypair);
    firstLine.set(address, line);
    entries.push({ line, address });
  });
  return { entries, issues, ring };
}
