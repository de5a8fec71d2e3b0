import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Schema files stay free of `server-only`: drizzle-kit loads them in plain Node to generate migrations.

export const JOB_STATUSES = ['pending', 'running', 'completed', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Background jobs shared by every app instance. A job is `pending` until leased, `running` while a worker holds an
 * unexpired lease, and ends `completed` or `dead` (attempts exhausted). Rows are kept after the end for inspection.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<JsonValue>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    dedupeKey: text('dedupe_key'),
    leasedBy: text('leased_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('jobs_status_check', sql`${table.status} in ('pending', 'running', 'completed', 'dead')`),
    check('jobs_max_attempts_check', sql`${table.maxAttempts} > 0`),
    // A retried job goes back from running to pending, so the key must be unique across both states, or the retry
    // would collide with a duplicate enqueued meanwhile.
    uniqueIndex('jobs_dedupe_key_unfinished_idx')
      .on(table.dedupeKey)
      .where(sql`${table.status} in ('pending', 'running')`),
    index('jobs_pending_run_at_idx').on(table.type, table.runAt).where(sql`${table.status} = 'pending'`),
    index('jobs_running_lease_idx').on(table.leaseExpiresAt).where(sql`${table.status} = 'running'`),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
