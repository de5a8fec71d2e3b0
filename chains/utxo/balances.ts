import { mapBounded } from '@/lib/batch/bounded';
import { isAbortError, type RetryPolicy, withRetries } from '@/lib/util/retry';
import type { UtxoChain } from './networks';
import {
  DEFAULT_GAP_LIMIT,
  type DerivedAddress,
  deriveAddress,
  MAX_ADDRESSES_PER_CHAIN,
  type ParsedXpub,
} from './xpub';

/**
 * Balances of many Bitcoin / Dogecoin addresses through our relay (GET /api/rpc/utxo/{chain}/balances, at most 25
 * addresses a request, which asks the chain's indexer for each): 4 requests in flight, each retried on 429 (its
 * Retry-After), 5xx, timeouts and network failures with backoff; an address the indexer failed on is asked again in
 * up to two more rounds before its row shows the error. Extended keys are scanned chain by chain (receive, change) in
 * windows of the gap limit until that many addresses in a row were never used.
 */

export const UTXO_ADDRESSES_PER_REQUEST = 25;
export const UTXO_CONCURRENCY = 4;
export const UTXO_REQUEST_TIMEOUT_MS = 30_000;
const RETRY_ROUNDS = 2;

export interface AddressBalance {
  confirmed: bigint;
  /** Negative while a spend of the address waits in the mempool. */
  unconfirmed: bigint;
  /** Transactions touching the address, confirmed or not: 0 means never used. */
  txCount: number;
}

/** Our relay's answer: one entry per asked address, in order (amounts as decimal strings). */
export interface RelayAnswer {
  balances: (
    | { address: string; confirmed: string; unconfirmed: string; txCount: number }
    | { address: string; error: string }
  )[];
}

const AMOUNT = /^-?\d{1,24}$/;

/** The relay's answer checked by hand (the page ships no zod): undefined when it is not that shape. */
export function parseRelayAnswer(json: unknown): RelayAnswer | undefined {
  if (!json || typeof json !== 'object' || !Array.isArray((json as RelayAnswer).balances)) return undefined;
  const { balances } = json as RelayAnswer;
  const isEntry = (entry: unknown) => {
    if (!entry || typeof entry !== 'object') return false;
    const value = entry as Record<string, unknown>;
    if (typeof value.address !== 'string') return false;
    if (typeof value.error === 'string') return true;
    return (
      typeof value.confirmed === 'string' &&
      AMOUNT.test(value.confirmed) &&
      !value.confirmed.startsWith('-') &&
      typeof value.unconfirmed === 'string' &&
      AMOUNT.test(value.unconfirmed) &&
      Number.isSafeInteger(value.txCount) &&
      (value.txCount as number) >= 0
    );
  };
  return balances.every(isEntry) ? { balances } : undefined;
}

export const utxoRelayPath = (chain: UtxoChain) => `/api/rpc/utxo/${chain}/balances`;

export class UtxoApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'UtxoApiError';
  }
}

export type AddressRead = { ok: true; balance: AddressBalance } | { ok: false; error: string };

export interface UtxoReadOptions {
  chain: UtxoChain;
  /** Our relay's path or URL (default utxoRelayPath(chain), resolved against the page). */
  url?: string;
  signal?: AbortSignal;
  retries?: number;
  retryDelayMs?: number;
  concurrency?: number;
  /** Counts the requests sent (bench, tests). */
  onRequest?: () => void;
}

function relayUrl(options: UtxoReadOptions, addresses: readonly string[]): string {
  const base = options.url ?? utxoRelayPath(options.chain);
  const url = new URL(base, typeof location === 'undefined' ? 'http://localhost' : location.origin);
  for (const address of addresses) url.searchParams.append('address', address);
  return /^https?:/.test(base) ? url.toString() : `${url.pathname}${url.search}`;
}

async function requestBatch(options: UtxoReadOptions, addresses: readonly string[]): Promise<AddressRead[]> {
  const policy: RetryPolicy = {
    retries: options.retries ?? 4,
    delayMs: options.retryDelayMs ?? 500,
    signal: options.signal,
  };
  return withRetries(
    policy,
    async () => {
      options.onRequest?.();
      const timeout = AbortSignal.timeout(UTXO_REQUEST_TIMEOUT_MS);
      let response: Response;
      try {
        response = await fetch(relayUrl(options, addresses), {
          headers: { accept: 'application/json' },
          signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new UtxoApiError(timeout.aborted ? 'Request timed out' : 'Network error', undefined);
      }
      const text = await response.text();
      if (!response.ok) {
        const retryAfter = Number(response.headers.get('retry-after'));
        let message = `HTTP ${response.status}`;
        try {
          const body = JSON.parse(text) as { message?: unknown };
          if (typeof body.message === 'string') message = body.message;
        } catch {}
        throw new UtxoApiError(
          message,
          response.status,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new UtxoApiError('The answer is not JSON', response.status);
      }
      const parsed = parseRelayAnswer(json);
      if (!parsed || parsed.balances.length !== addresses.length) {
        throw new UtxoApiError('The answer is not the balances asked for', response.status);
      }
      return parsed.balances.map((entry, index): AddressRead => {
        if (entry.address !== addresses[index]) return { ok: false, error: 'upstream bad-response' };
        if ('error' in entry) return { ok: false, error: entry.error };
        return {
          ok: true,
          balance: {
            confirmed: BigInt(entry.confirmed),
            unconfirmed: BigInt(entry.unconfirmed),
            txCount: entry.txCount,
          },
        };
      });
    },
    {
      isRetryable: (error) =>
        !isAbortError(error) &&
        error instanceof UtxoApiError &&
        (error.status === undefined || error.status === 429 || error.status >= 500),
      retryAfterMs: (error) => (error instanceof UtxoApiError ? error.retryAfterMs : undefined),
    },
  );
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * The balance of each address (in order), reporting how many are read. A request that still fails after its retries
 * throws (the check fails and can be run again); an address the indexer could not answer is an error on its row.
 */
export async function readUtxoBalances(
  options: UtxoReadOptions & { addresses: readonly string[]; onProgress?: (done: number) => void },
): Promise<AddressRead[]> {
  const reads: AddressRead[] = new Array(options.addresses.length);
  let pending = options.addresses.map((_, index) => index);
  let done = 0;
  for (let round = 0; round <= RETRY_ROUNDS && pending.length > 0; round += 1) {
    const failed: number[] = [];
    await mapBounded(
      chunks(pending, UTXO_ADDRESSES_PER_REQUEST),
      options.concurrency ?? UTXO_CONCURRENCY,
      async (batch) => {
        const answers = await requestBatch(
          options,
          batch.map((index) => options.addresses[index]),
        );
        answers.forEach((read, position) => {
          const index = batch[position];
          reads[index] = read;
          if (read.ok || round === RETRY_ROUNDS) done += 1;
          else failed.push(index);
        });
        options.onProgress?.(done);
      },
    );
    pending = failed.sort((left, right) => left - right);
  }
  return reads;
}

export interface XpubAddressRead extends DerivedAddress {
  balance: AddressBalance;
}

export interface XpubScan {
  /** The used addresses (at least one transaction), receive chain first, by index. */
  used: XpubAddressRead[];
  /** Addresses derived and read, both chains. */
  scanned: number;
  /** A chain hit MAX_ADDRESSES_PER_CHAIN before the gap: more used addresses may follow. */
  isTruncated: boolean;
  /** An address of the key could not be read: the scan is incomplete. */
  error?: string;
}

/** The used addresses of an extended key with their balances, found as wallets do (the gap limit on each chain). */
export async function scanXpub(
  options: UtxoReadOptions & { xpub: ParsedXpub; gap?: number; onProgress?: (scanned: number) => void },
): Promise<XpubScan> {
  const gap = options.gap ?? DEFAULT_GAP_LIMIT;
  const scan: XpubScan = { used: [], scanned: 0, isTruncated: false };
  for (const change of [0, 1] as const) {
    let next = 0;
    let lastUsed = -1;
    while (next - lastUsed - 1 < gap) {
      if (next >= MAX_ADDRESSES_PER_CHAIN) {
        scan.isTruncated = true;
        break;
      }
      // Derive up to the gap past the last used address: exactly what the gap rule still needs to see.
      const count = Math.min(lastUsed + 1 + gap - next, MAX_ADDRESSES_PER_CHAIN - next);
      const derived = Array.from({ length: count }, (_, offset) =>
        deriveAddress(options.chain, options.xpub, change, next + offset),
      );
      const reads = await readUtxoBalances({
        ...options,
        addresses: derived.map((entry) => entry.address),
        onProgress: undefined,
      });
      for (const [position, read] of reads.entries()) {
        if (!read.ok) {
          scan.error = read.error;
          return scan;
        }
        if (read.balance.txCount > 0) {
          lastUsed = derived[position].index;
          scan.used.push({ ...derived[position], balance: read.balance });
        }
      }
      next += count;
      scan.scanned += count;
      options.onProgress?.(scan.scanned);
    }
  }
  return scan;
}
