import type { LocalStore } from '@/lib/http/local-store';

/**
 * Every transaction signed for a chunk, recorded BEFORE it is broadcast: its hash (known from the signed bytes), its
 * nonce and the amount it moves. The engine learns a hash only when the broadcast answers; if the answer is lost (the
 * RPC timed out, the tab was closed), this log still knows what may be on chain, so a retry checks it first and
 * never sends the same transfer twice. Hashes, nonces and amounts only: nothing here is secret.
 */
export interface Attempt {
  hash: string;
  nonce: number;
  /** Base units moved by the transaction (for rows whose amount is decided at send time: "all"). */
  amount: string;
}

/** The stored log checked by hand (zod would add ≈ 25 KiB gzip to the page): chunk id → its attempts. */
function parseAttempts(value: unknown): Map<number, Attempt[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const attempts = new Map<number, Attempt[]>();
  for (const [id, list] of Object.entries(value)) {
    if (!/^\d+$/.test(id) || !Array.isArray(list)) return null;
    const parsed: Attempt[] = [];
    for (const entry of list) {
      if (typeof entry !== 'object' || entry === null) return null;
      const { hash, nonce, amount } = entry as Record<string, unknown>;
      if (typeof hash !== 'string' || !/^0x[0-9a-f]{64}$/.test(hash)) return null;
      if (!Number.isSafeInteger(nonce) || typeof amount !== 'string') return null;
      parsed.push({ hash, nonce: nonce as number, amount });
    }
    attempts.set(Number(id), parsed);
  }
  return attempts;
}

export class AttemptLog {
  private attempts = new Map<number, Attempt[]>();

  /** With a store and a key, the log survives a reload (loaded now, saved on every record). */
  constructor(
    private readonly store?: LocalStore,
    private readonly storageKey?: string,
  ) {
    if (!store || !storageKey) return;
    const parsed = parseAttempts(store.getJson(storageKey));
    if (parsed) this.attempts = parsed;
  }

  record(chunkId: number, attempt: Attempt): void {
    this.attempts.set(chunkId, [...(this.attempts.get(chunkId) ?? []), attempt]);
    this.save();
  }

  of(chunkId: number): readonly Attempt[] {
    return this.attempts.get(chunkId) ?? [];
  }

  /** The amount of the chunk's latest attempt, for showing what an "all" row sent. */
  amountOf(chunkId: number): bigint | undefined {
    const last = this.of(chunkId).at(-1);
    return last ? BigInt(last.amount) : undefined;
  }

  clear(): void {
    this.attempts.clear();
    if (this.store && this.storageKey) this.store.remove(this.storageKey);
  }

  private save(): void {
    if (!this.store || !this.storageKey) return;
    try {
      this.store.setJson(this.storageKey, Object.fromEntries(this.attempts));
    } catch {
      // A full storage loses only the reload case; within the page the log still guards retries.
    }
  }
}

export function attemptsStorageKey(tool: string): string {
  return `chainkit:key-batch:attempts:${tool}`;
}
