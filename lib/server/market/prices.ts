import 'server-only';
import { z } from 'zod';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/api-error';
import { ALL_COIN_IDS, coinIdForSymbol, nativeSymbol } from './coins';
import { type PriceApiConfig, priceApiConfig } from './config';
import { fetchJson, hostOf } from './upstream';

/**
 * USD prices (issue item 5) from a CoinGecko-compatible simple price API. One upstream call prices every coin of the
 * table (coins.ts), and concurrent requests share it (single flight), so the upstream sees at most one call per cache
 * period per app instance. When a refresh fails, the last value is served with its age and `isStale`, up to
 * MAX_STALE_SECONDS; after a failure the upstream is left alone for FAILURE_BACKOFF_MS.
 */
export const PRICE_TIMEOUT_MS = 5_000;
/** A price older than this is no price: the answer is an error instead. */
export const MAX_STALE_SECONDS = 24 * 60 * 60;
export const FAILURE_BACKOFF_MS = 10_000;

export interface PriceQuote {
  symbol: string;
  /** Decimal string, never in exponent notation. */
  price: string;
  currency: 'USD';
  /** The price API's host. */
  source: string;
  /** When the source last updated the price (its `last_updated_at`, else when we fetched it). */
  updatedAt: string;
  ageSeconds: number;
  /** The cache period passed and the refresh failed: this is the last known value. */
  isStale: boolean;
}

interface PricePoint {
  usd: number;
  updatedAtMs: number;
  fetchedAtMs: number;
}

interface PriceBook {
  points: Map<string, PricePoint>;
  refreshing?: Promise<void>;
  lastFailureAtMs?: number;
}

const simplePriceSchema = z.record(
  z.string(),
  z.object({ usd: z.number().optional(), last_updated_at: z.number().optional() }).loose(),
);

/** The shortest round-trip text of a price, written out without exponent (1e-7 → 0.0000001). */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, whole, fraction = '', exponentText] = match;
  const exponent = Number(exponentText);
  const digits = `${whole}${fraction}`;
  if (exponent < 0) return `0.${'0'.repeat(-exponent - 1)}${digits}`;
  return `${digits}${'0'.repeat(Math.max(0, exponent - fraction.length))}`;
}

export function priceUnavailable(symbol: string): ApiError {
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    // Not a 5xx: the request was fine and the server works; there is just no price to give yet.
    status: 424,
    detail: 'price-unavailable',
    messages: {
      en: `The price of ${symbol} is not available right now. Please try again later`,
      cn: `暂时无法获取 ${symbol} 的价格，请稍后再试`,
    },
  });
}

function apiKeyHeaders(config: PriceApiConfig): Record<string, string> {
  if (!config.apiKey) return {};
  // CoinGecko's paid plans use their own host and header; the demo (free) key goes to the public host.
  const isPro = hostOf(config.url).startsWith('pro-api.');
  return { [isPro ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key']: config.apiKey };
}

export interface PriceServiceOptions {
  now?: () => number;
}

export class PriceService {
  private readonly books = new Map<string, PriceBook>();
  private readonly now: () => number;

  constructor(options: PriceServiceOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  /** The USD price of a coin of the table (`symbol` as the caller named it, `coinId` from coins.ts). */
  async quote(symbol: string, coinId: string, config: PriceApiConfig = priceApiConfig()): Promise<PriceQuote> {
    const ttlMs = config.cacheSeconds * 1000;
    // Keyed by the source: prices from one API are never served as another's.
    let book = this.books.get(config.url);
    if (!book) {
      book = { points: new Map() };
      this.books.set(config.url, book);
    }
    const isFresh = (point: PricePoint | undefined) => point !== undefined && this.now() - point.fetchedAtMs < ttlMs;
    if (!isFresh(book.points.get(coinId))) {
      const backoffMs = Math.min(FAILURE_BACKOFF_MS, ttlMs);
      const isBackingOff = book.lastFailureAtMs !== undefined && this.now() - book.lastFailureAtMs < backoffMs;
      if (!isBackingOff) await this.refresh(book, config);
    }
    const point = book.points.get(coinId);
    const ageSeconds = point ? Math.max(0, Math.floor((this.now() - point.updatedAtMs) / 1000)) : 0;
    if (!point || ageSeconds > MAX_STALE_SECONDS) throw priceUnavailable(symbol);
    return {
      symbol,
      price: plainDecimal(point.usd),
      currency: 'USD',
      source: hostOf(config.url),
      updatedAt: new Date(point.updatedAtMs).toISOString(),
      ageSeconds,
      isStale: !isFresh(point),
    };
  }

  /** One upstream call at a time per source; callers arriving meanwhile wait for it. Never throws. */
  private refresh(book: PriceBook, config: PriceApiConfig): Promise<void> {
    book.refreshing ??= this.fetchAll(book, config).finally(() => {
      book.refreshing = undefined;
    });
    return book.refreshing;
  }

  private async fetchAll(book: PriceBook, config: PriceApiConfig): Promise<void> {
    const query = new URLSearchParams({
      ids: ALL_COIN_IDS.join(','),
      vs_currencies: 'usd',
      include_last_updated_at: 'true',
    });
    try {
      const { status, json } = await fetchJson(
        `${config.url}/api/v3/simple/price?${query}`,
        { headers: { accept: 'application/json', ...apiKeyHeaders(config) } },
        PRICE_TIMEOUT_MS,
      );
      const answer = simplePriceSchema.safeParse(json);
      if (status !== 200 || !answer.success) throw new Error(`answered HTTP ${status} in another shape`);
      const fetchedAtMs = this.now();
      let count = 0;
      for (const coinId of ALL_COIN_IDS) {
        const entry = answer.data[coinId];
        if (entry?.usd === undefined || !Number.isFinite(entry.usd) || entry.usd < 0) continue;
        const updatedAtMs = entry.last_updated_at ? Math.min(entry.last_updated_at * 1000, fetchedAtMs) : fetchedAtMs;
        book.points.set(coinId, { usd: entry.usd, updatedAtMs, fetchedAtMs });
        count += 1;
      }
      if (count === 0) throw new Error('answered no price of ours');
      book.lastFailureAtMs = undefined;
    } catch (error) {
      book.lastFailureAtMs = this.now();
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[market] price source ${hostOf(config.url)} failed: ${reason}`);
    }
  }

  clear(): void {
    this.books.clear();
  }
}

const service = new PriceService();

function badParameter(detail: string): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail });
}

/**
 * The price for `GET /api/v1/chain/price`: `symbol` names the coin (chainId then only says where it lives, and any
 * chain's USDT is priced as USDT); without a symbol, the chain's native coin.
 */
export async function quotePrice(input: { chainId?: number; symbol?: string }): Promise<PriceQuote> {
  if (input.symbol !== undefined) {
    const symbol = input.symbol.toUpperCase();
    const coinId = coinIdForSymbol(symbol);
    if (!coinId) throw badParameter(`symbol (no price for ${symbol})`);
    return service.quote(symbol, coinId);
  }
  if (input.chainId === undefined) throw badParameter('chainId or symbol (one is needed)');
  const symbol = nativeSymbol(input.chainId);
  const coinId = symbol && coinIdForSymbol(symbol);
  if (!symbol || !coinId) throw badParameter(`chainId (no price for chain ${input.chainId})`);
  return service.quote(symbol, coinId);
}

/** Tests: forget cached prices. */
export function clearPriceCache(): void {
  service.clear();
}
