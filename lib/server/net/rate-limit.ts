import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { rateLimits } from '@/db/schema';
import type { RateLimitResult } from '@/lib/server/rate-limit';

export const RATE_WINDOW_MS = 60_000;

/**
 * lib/server/rate-limit's fixed window, counting `weight` hits at once: a JSON-RPC batch of 40 calls costs 40, in
 * one statement (the same insert-or-update, so concurrent instances still serialise on the row). A request whose
 * weight alone exceeds the limit is refused too.
 */
export async function hitWeightedRateLimit(
  db: Database,
  input: { key: string; limit: number; weight: number; windowMs?: number; now?: Date },
): Promise<RateLimitResult> {
  const now = input.now ?? new Date();
  const windowMs = input.windowMs ?? RATE_WINDOW_MS;
  const weight = Math.max(1, Math.floor(input.weight));
  const nowParameter = sql`${now.toISOString()}::timestamptz`;
  const hasExpired = sql`${rateLimits.resetAt} <= ${nowParameter}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: input.key, count: weight, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${hasExpired} then ${weight}::integer else ${rateLimits.count} + ${weight}::integer end`,
        resetAt: sql`case when ${hasExpired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const isAllowed = row.count <= input.limit;
  return {
    isAllowed,
    count: row.count,
    retryAfterMs: isAllowed ? 0 : Math.max(0, row.resetAt.getTime() - now.getTime()),
  };
}
