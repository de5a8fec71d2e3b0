import 'server-only';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseKind, getDatabaseKind } from '@/db';

export interface HealthReport {
  database: DatabaseKind;
  isDatabaseUp: boolean;
  /** Round trip of a trivial query, or the time until it failed or timed out. */
  latencyMs: number;
}

/** A load balancer's probe must get an answer quickly, even when the database hangs instead of refusing. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

export async function checkHealth(db: Database, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  let isDatabaseUp = true;
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } catch {
    isDatabaseUp = false;
  } finally {
    clearTimeout(timer);
  }
  const latencyMs = Math.round((performance.now() - startedAt) * 100) / 100;
  return { database: getDatabaseKind(db), isDatabaseUp, latencyMs };
}
