import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { JsonValue } from './jobs';

// Platform services of spec §7: users' custom EVM chains, the newsletter, feedback, and tracking / error reports.

/** An EVM chain or extra RPC a signed-in user added (POST /api/v1/chain/custom); its id was read with eth_chainId. */
export const customChains = pgTable(
  'custom_chains',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    rpcUrl: text('rpc_url').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull().default(18),
    explorerUrl: text('explorer_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('custom_chains_user_rpc_idx').on(table.userId, table.chainId, table.rpcUrl),
    index('custom_chains_user_idx').on(table.userId),
  ],
);

/** Newsletter subscribers (POST /api/v1/subscriber); e-mail lowercase, one row per address. */
export const subscribers = pgTable('subscribers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Feedback from the suggest page. */
export const feedback = pgTable('feedback', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  email: text('email'),
  content: text('content').notNull(),
  page: text('page'),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const TRACKING_LEVELS = ['info', 'warning', 'error'] as const;
export type TrackingLevel = (typeof TRACKING_LEVELS)[number];

/**
 * Tracking events and error reports (POST /api/v1/ping), already redacted by the client and again by the server:
 * never a key, mnemonic or password.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the browser recorded it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    version: text('version').notNull(),
    level: text('level', { enum: TRACKING_LEVELS }).notNull(),
    event: text('event').notNull(),
    session: text('session').notNull(),
    fingerprint: text('fingerprint').notNull(),
    isMobile: integer('is_mobile').notNull().default(0),
    pageId: text('page_id'),
    elementId: text('element_id'),
    /** Route full path for error reports ('unknown' when outside a route); the page path for events. */
    path: text('path'),
    args: jsonb('args').$type<JsonValue>(),
    additional: jsonb('additional').$type<JsonValue>(),
  },
  (table) => [
    index('tracking_events_received_idx').on(table.receivedAt),
    check('tracking_events_level_check', sql`${table.level} in ('info', 'warning', 'error')`),
  ],
);
