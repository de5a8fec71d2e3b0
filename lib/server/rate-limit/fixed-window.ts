import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { rateLimits } from '@/db/schema';

export interface RateLimitInput {
  /** What is counted, e.g. `verification-code:minute:alice@example.com`. */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
  /** Hits this call counts at once (default 1): a JSON-RPC batch of 40 calls costs 40. */
  weight?: number;
  /** The clock; tests pass it, callers normally leave it to the process clock. */
  now?: Date;
}

export interface RateLimitResult {
  isAllowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** 0 when allowed; else how long until the window resets. */
  retryAfterMs: number;
}

function assertValidInput({
  limit,
  windowMs,
  weight = 1,
}: Pick<RateLimitInput, 'limit' | 'windowMs' | 'weight'>): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Rate limit must be a positive integer: ${limit}`);
  if (!Number.isInteger(weight) || weight < 1)
    throw new RangeError(`Rate weight must be a positive integer: ${weight}`);
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError(`Rate window must be positive: ${windowMs}`);
}

function toResult(count: number, resetAt: Date, limit: number, now: Date): RateLimitResult {
  const isAllowed = count <= limit;
  return { isAllowed, count, retryAfterMs: isAllowed ? 0 : Math.max(0, resetAt.getTime() - now.getTime()) };
}

/**
 * Counts one hit (or `weight` hits) in a fixed window; a call whose weight alone passes the limit is refused. Insert-or-update is a single statement so that concurrent hits from any number
 * of app instances serialise on the row lock: with limit n, exactly n of them are allowed. An expired window
 * restarts at this hit; both CASEs read the row's old values, so they agree on whether it had expired.
 */
export async function hitRateLimit(db: Database, input: RateLimitInput): Promise<RateLimitResult> {
  assertValidInput(input);
  const now = input.now ?? new Date();
  const weight = input.weight ?? 1;
  const nowParameter = sql`${now.toISOString()}::timestamptz`;
  const hasExpired = sql`${rateLimits.resetAt} <= ${nowParameter}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: input.key, count: weight, resetAt: new Date(now.getTime() + input.windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${hasExpired} then ${weight}::integer else ${rateLimits.count} + ${weight}::integer end`,
        resetAt: sql`case when ${hasExpired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return toResult(row.count, row.resetAt, input.limit, now);
}

/**
 * The state without counting a hit: `isAllowed` tells whether the next hit would pass. For checks that must not
 * cost anything, e.g. refusing a login early while only failed logins are counted.
 */
export async function peekRateLimit(db: Database, input: Omit<RateLimitInput, 'windowMs'>): Promise<RateLimitResult> {
  assertValidInput({ limit: input.limit, windowMs: 1 });
  const now = input.now ?? new Date();
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, input.key), gt(rateLimits.resetAt, now)));
  if (!row) return { isAllowed: true, count: 0, retryAfterMs: 0 };
  const isAllowed = row.count < input.limit;
  return { isAllowed, count: row.count, retryAfterMs: isAllowed ? 0 : row.resetAt.getTime() - now.getTime() };
}

/**
 * Takes back hits counted in the current window (never below zero), for an action that was counted but did not
 * happen, where resetting the whole window would also forget earlier hits that did.
 */
export async function refundRateLimit(
  db: Database,
  input: { key: string; weight?: number; now?: Date },
): Promise<void> {
  const weight = input.weight ?? 1;
  const now = input.now ?? new Date();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${weight}::integer, 0)` })
    .where(and(eq(rateLimits.key, input.key), gt(rateLimits.resetAt, now)));
}

/** Forgets a key's window, e.g. after a successful login or when a counted action did not happen after all. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
