import 'server-only';
import { type Hex, isHex } from 'viem';
import { z } from 'zod';

/**
 * Settings of the market endpoints (bundle relay, contract info, prices), read from process.env at every call: tests
 * point them at local servers between cases, and parsing a handful of variables is cheap. Every variable is optional;
 * a present but bad one fails the call with a MarketConfigError naming it (answered 5000 / -32603 and logged).
 * Documented in .env.example and lib/server/market/README.md.
 */

/** Flashbots' relay and the two largest independent builders; all take Flashbots-style eth_sendBundle. */
export const DEFAULT_BUNDLE_BUILDER_URLS: readonly string[] = [
  'https://relay.flashbots.net',
  'https://rpc.titanbuilder.xyz',
  'https://rpc.beaverbuild.org',
];
export const DEFAULT_BUNDLE_TIMEOUT_MS = 5_000;
export const DEFAULT_BUNDLE_REQUESTS_PER_MINUTE = 60;
/** Etherscan's v2 multichain API: one URL and key for every chain it indexes, selected by `chainid`. */
export const DEFAULT_ETHERSCAN_API_URL = 'https://api.etherscan.io/v2/api';
export const DEFAULT_PRICE_API_URL = 'https://api.coingecko.com';
/** CoinGecko's demo plan allows 10 000 calls a month: one refresh per 5 minutes stays below it (8 640). */
export const DEFAULT_PRICE_CACHE_SECONDS = 300;

export class MarketConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid market configuration: ${issues.join('; ')}`);
    this.name = 'MarketConfigError';
  }
}

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
const positiveInteger = z.coerce.number().int('must be a whole number').positive('must be positive');

/** Without a trailing slash, so paths can be appended. */
const trimSlash = (url: string) => url.replace(/\/+$/, '');

const marketEnvSchema = z.object({
  BUNDLE_BUILDER_URLS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl).min(1, 'must name at least one URL'))
      .optional(),
  ),
  BUNDLE_SIGNING_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
      .optional(),
  ),
  BUNDLE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, positiveInteger.max(14_000, 'must be below 15000').optional()),
  BUNDLE_REQUESTS_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInteger.optional()),
  ETHERSCAN_API_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  ETHERSCAN_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  PRICE_API_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  PRICE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  PRICE_CACHE_SECONDS: z.preprocess(emptyAsUndefined, positiveInteger.max(86_400, 'must be at most 86400').optional()),
});

type MarketEnv = z.infer<typeof marketEnvSchema>;

function marketEnv(): MarketEnv {
  const result = marketEnvSchema.safeParse(process.env);
  if (!result.success) {
    throw new MarketConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}

export interface BundleRelayConfig {
  builderUrls: readonly string[];
  /** Signs X-Flashbots-Signature; undefined: a random key made once per process. */
  signingKey?: Hex;
  timeoutMs: number;
  requestsPerMinute: number;
}

export function bundleRelayConfig(): BundleRelayConfig {
  const env = marketEnv();
  const signingKey = env.BUNDLE_SIGNING_KEY;
  return {
    builderUrls: env.BUNDLE_BUILDER_URLS ?? DEFAULT_BUNDLE_BUILDER_URLS,
    signingKey: signingKey && isHex(signingKey) ? signingKey : undefined,
    timeoutMs: env.BUNDLE_TIMEOUT_MS ?? DEFAULT_BUNDLE_TIMEOUT_MS,
    requestsPerMinute: env.BUNDLE_REQUESTS_PER_MINUTE ?? DEFAULT_BUNDLE_REQUESTS_PER_MINUTE,
  };
}

export interface ExplorerApi {
  url: string;
  apiKey?: string;
  /** True for the multichain (v2) URL: requests carry `chainid`. A per-chain URL serves its one chain without it. */
  isMultichain: boolean;
}

function dynamicValue(name: string): string | undefined {
  const value = emptyAsUndefined(process.env[name]);
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The Etherscan-compatible API for a chain: ETHERSCAN_API_URL_<chainId> (+ ETHERSCAN_API_KEY_<chainId>) when set,
 * e.g. a Blockscout instance or a chain Etherscan v2 does not index; else ETHERSCAN_API_URL (default Etherscan v2)
 * with ETHERSCAN_API_KEY_<chainId> or ETHERSCAN_API_KEY.
 */
export function explorerApi(chainId: number): ExplorerApi {
  const env = marketEnv();
  const chainUrl = dynamicValue(`ETHERSCAN_API_URL_${chainId}`);
  const chainKey = dynamicValue(`ETHERSCAN_API_KEY_${chainId}`);
  if (chainUrl !== undefined) {
    const parsed = httpUrl.safeParse(chainUrl);
    if (!parsed.success) throw new MarketConfigError([`ETHERSCAN_API_URL_${chainId}: must be an http(s) URL`]);
    return { url: trimSlash(parsed.data), apiKey: chainKey ?? env.ETHERSCAN_API_KEY, isMultichain: false };
  }
  return {
    url: trimSlash(env.ETHERSCAN_API_URL ?? DEFAULT_ETHERSCAN_API_URL),
    apiKey: chainKey ?? env.ETHERSCAN_API_KEY,
    isMultichain: true,
  };
}

export interface PriceApiConfig {
  /** Base URL of a CoinGecko-compatible API; `/api/v3/simple/price` is appended. */
  url: string;
  apiKey?: string;
  cacheSeconds: number;
}

export function priceApiConfig(): PriceApiConfig {
  const env = marketEnv();
  return {
    url: trimSlash(env.PRICE_API_URL ?? DEFAULT_PRICE_API_URL),
    apiKey: env.PRICE_API_KEY,
    cacheSeconds: env.PRICE_CACHE_SECONDS ?? DEFAULT_PRICE_CACHE_SECONDS,
  };
}
