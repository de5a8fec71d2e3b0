import type { Keypair } from '@solana/web3.js';
import { solanaKeypairFromText } from '@/chains/solana/keys';
import type { KeyIssue } from '@/components/key-batch/keys';

/** Invisible characters that copying from chats and spreadsheets leaves around keys. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

// Pasted Solana private keys, held only in memory: jobs, tables and exports carry addresses, and the key pair of an
// address is looked up here at signing time, so nothing that is shown or saved can contain a key.

export interface SolanaKeyEntry {
  line: number;
  address: string;
}

export interface ParsedSolanaKeys {
  /** One per distinct valid key, in input order. */
  entries: SolanaKeyEntry[];
  issues: KeyIssue[];
  ring: SolanaKeyRing;
}

/** The key pairs of one run, by address. No toJSON output and a private map: a stray JSON.stringify gives `{}`. */
export class SolanaKeyRing {
  readonly #keypairs = new Map<string, Keypair>();

  add(keypair: Keypair): string {
    const address = keypair.publicKey.toBase58();
    this.#keypairs.set(address, keypair);
    return address;
  }

  has(address: string): boolean {
    return this.#keypairs.has(address);
  }

  keypair(address: string): Keypair | undefined {
    return this.#keypairs.get(address);
  }

  get size(): number {
    return this.#keypairs.size;
  }

  toJSON(): Record<string, never> {
    return {};
  }
}

/**
 * One key a line (blank and `#` lines skipped), in any form chains/solana/keys accepts: base58 of the 64-byte secret
 * key, a solana-keygen byte array, or hex. Invalid and repeated keys are reported by line (never quoted) and left out.
 */
export function parseSolanaKeyList(text: string): ParsedSolanaKeys {
  const ring = new SolanaKeyRing();
  const entries: SolanaKeyEntry[] = [];
  const issues: KeyIssue[] = [];
  const firstLine = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    // (Not key-batch's cleanKeyText: that module brings the EVM key code along. Byte-array keys keep their commas.)
    const cell = raw.replace(INVISIBLE, '').trim().replace(/;+$/, '');
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
