import 'server-only';
import { z } from 'zod';

/*
 * Configuration of the platform services (newsletter, suggest, ping), read from process.env at every call: tests
 * switch the Turnstile server between cases, and the values pass the same zod rules each time. Documented in
 * .env.example.
 */

/** Cloudflare's documented dummy keys: the widget always passes and siteverify always answers success. */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
export const TURNSTILE_TEST_SECRET_KEY = '1x0000000000000000000000000000000AA';
/** Every dummy key of Cloudflare's list (1x always passes, 2x always fails, 3x forces an interaction…). */
const CLOUDFLARE_TEST_KEY = /^[1-3]x0{10,}/;
export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());
const positiveInteger = (fallback: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

const platformEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Turnstile secret (server). Unset outside production: Cloudflare's always-pass test secret. */
  TURNSTILE_SECRET_KEY: optionalText,
  /** Turnstile site key (widget). Unset outside production: Cloudflare's always-pass test site key. */
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_VERIFY_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default(DEFAULT_TURNSTILE_VERIFY_URL),
  ),
  /** How long siteverify may take before the answer is 'bot check unavailable'. */
  TURNSTILE_VERIFY_TIMEOUT_MS: positiveInteger(10_000, 60_000),
  /** A ping body as received (gzipped or not). */
  PING_MAX_BYTES: positiveInteger(256 * 1024, 16 * 1024 * 1024),
  /** A ping body after gzip inflation: the decompression-bomb cap. */
  PING_MAX_DECOMPRESSED_BYTES: positiveInteger(1024 * 1024, 64 * 1024 * 1024),
  /** Events in one ping. */
  PING_MAX_EVENTS: positiveInteger(100, 1_000),
});

export interface TurnstileConfig {
  /** null: verification is impossible (production without a key), and protected calls are refused. */
  secretKey: string | null;
  /** null: the widget cannot render (production without a key), so the forms are not shown. */
  siteKey: string | null;
  verifyUrl: string;
  timeoutMs: number;
  /** True when Cloudflare's always-pass test keys stand in for missing ones (never in production). */
  isUsingTestKeys: boolean;
}

export interface PingConfig {
  maxBytes: number;
  maxDecompressedBytes: number;
  maxEvents: number;
}

export interface PlatformConfig {
  turnstile: TurnstileConfig;
  ping: PingConfig;
}

/**
 * Without keys, development and tests use Cloudflare's test keys (always pass, still a real siteverify round trip);
 * production never does: a missing key there disables the forms and refuses their calls rather than letting bots in.
 * Test keys set explicitly in production count as missing for the same reason.
 */
export function readPlatformConfig(source: Record<string, string | undefined> = process.env): PlatformConfig {
  const env = platformEnvSchema.parse(source);
  const isProduction = env.NODE_ENV === 'production';
  const isTestKey = (key: string) => CLOUDFLARE_TEST_KEY.test(key);
  const keyOrFallback = (key: string | undefined, testKey: string): string | null => {
    if (isProduction) return key && !isTestKey(key) ? key : null;
    return key ?? testKey;
  };
  const secretKey = keyOrFallback(env.TURNSTILE_SECRET_KEY, TURNSTILE_TEST_SECRET_KEY);
  const siteKey = keyOrFallback(env.NEXT_PUBLIC_TURNSTILE_SITE_KEY, TURNSTILE_TEST_SITE_KEY);
  return {
    turnstile: {
      secretKey,
      siteKey,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      timeoutMs: env.TURNSTILE_VERIFY_TIMEOUT_MS,
      isUsingTestKeys: !isProduction && (!env.TURNSTILE_SECRET_KEY || !env.NEXT_PUBLIC_TURNSTILE_SITE_KEY),
    },
    ping: {
      maxBytes: env.PING_MAX_BYTES,
      maxDecompressedBytes: env.PING_MAX_DECOMPRESSED_BYTES,
      maxEvents: env.PING_MAX_EVENTS,
    },
  };
}

/**
 * The widget's site key alone, for the footer on every page: a bad value of an unrelated variable (PING_MAX_BYTES)
 * must not take every page down, so only the two variables it depends on are read.
 */
export function readTurnstileSiteKey(source: Record<string, string | undefined> = process.env): string | null {
  const { NODE_ENV, NEXT_PUBLIC_TURNSTILE_SITE_KEY } = source;
  return readPlatformConfig({ NODE_ENV, NEXT_PUBLIC_TURNSTILE_SITE_KEY }).turnstile.siteKey;
}
