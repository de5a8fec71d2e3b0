import 'server-only';
import { type Database, getDb } from '@/db';
import type { Locale } from '@/lib/i18n/config';
import { clientIp, rateLimitSubject } from '@/lib/server/security/client-ip';
import { hitRateLimit, type RateLimitResult } from './fixed-window';

export interface ClientRateLimit {
  /** Hits allowed per client address and window. */
  limit: number;
  windowMs: number;
}

export interface ClientRateLimitInput extends ClientRateLimit {
  /** What is counted, e.g. the route path: one window per client address and scope. */
  scope: string;
  /** Default: the app's database. */
  db?: Database;
  now?: Date;
}

export interface ClientRateLimitResult extends RateLimitResult {
  /** Whole seconds until the window resets (≥ 1 when refused, 0 when allowed): the Retry-After value. */
  retryAfterSeconds: number;
}

/** Keys stay short and printable whatever the scope holds. */
function scopeKey(scope: string): string {
  return scope
    .toLowerCase()
    .replace(/[^a-z0-9/_.:-]/g, '_')
    .slice(0, 160);
}

/** The rate-limit key of this request's client in `scope` (client-ip.ts says how the address is found). */
export function clientRateLimitKey(request: Request, scope: string): string {
  return `ip:${scopeKey(scope)}:${rateLimitSubject(clientIp(request))}`;
}

/**
 * Counts one request of this client in `scope` in the shared fixed windows (Postgres, so every app instance
 * agrees). defineHandler calls it for every write; routes that answer outside it (raw JSON-RPC) call it themselves
 * and answer their own error when `isAllowed` is false (tooManyRequestsMessages has the wording).
 */
export async function hitClientRateLimit(
  request: Request,
  input: ClientRateLimitInput,
): Promise<ClientRateLimitResult> {
  const db = input.db ?? (await getDb());
  const result = await hitRateLimit(db, {
    key: clientRateLimitKey(request, input.scope),
    limit: input.limit,
    windowMs: input.windowMs,
    now: input.now,
  });
  return { ...result, retryAfterSeconds: result.isAllowed ? 0 : Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
}

/** The 429 message in both languages (shown as is with code 5021). */
export function tooManyRequestsMessages(retryAfterSeconds: number): Readonly<Record<Locale, string>> {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return {
    en: `Too many requests. Please try again in ${seconds} s.`,
    cn: `请求过于频繁，请 ${seconds} 秒后再试。`,
  };
}
