/**
 * In-memory caching per app instance: entries that expire after their own time to live, a bound on their number
 * (the oldest written goes first), and single-flight loading so that concurrent misses of one key share one call.
 */
export interface CacheEntry<V> {
  value: V;
  storedAtMs: number;
  expiresAtMs: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, CacheEntry<V>>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The live entry, or undefined once it expired (expired entries are dropped). */
  get(key: string): CacheEntry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: V, ttlMs: number): CacheEntry<V> {
    const storedAtMs = this.now();
    const entry = { value, storedAtMs, expiresAtMs: storedAtMs + ttlMs };
    // Re-inserting moves the key to the end, so the first key is always the oldest written.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /**
   * The cached value, or the value `load` gives, stored for `ttlMs(value)`. Concurrent calls for a key share one
   * load; a failed load is not cached, and every waiting caller gets its error.
   */
  async getOrLoad(key: string, load: () => Promise<V>, ttlMs: (value: V) => number): Promise<V> {
    const cached = this.get(key);
    if (cached) return cached.value;
    const running = this.loading.get(key);
    if (running) return running;
    const loading = (async () => {
      try {
        const value = await load();
        this.set(key, value, ttlMs(value));
        return value;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, loading);
    return loading;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}
