import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Schema files stay free of `server-only`: drizzle-kit loads them in plain Node to generate migrations.

/** The `token` of an entry that watches the chain's own coin rather than an ERC-20. */
export const NATIVE_TOKEN = 'native';

/**
 * One EVM address whose balance of one token (or of the native coin) a user watches (VIP feature balanceMonitor).
 * Balances are exact integers in the token's base units; the job fills them in and moves them on.
 */
export const monitorEntries = pgTable(
  'monitor_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** Lowercase 0x + 40 hex. */
    address: text('address').notNull(),
    /** `native`, or the ERC-20 contract in lowercase 0x + 40 hex. */
    token: text('token').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    label: text('label'),
    /** Base units as last read; null until the first successful read. */
    lastBalance: numeric('last_balance', { precision: 78, scale: 0, mode: 'bigint' }),
    /** The block `lastBalance` was read at (or last seen unchanged at): older readings are ignored. */
    balanceBlock: bigint('balance_block', { mode: 'number' }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('monitor_entries_user_target_idx').on(table.userId, table.chainId, table.address, table.token),
    index('monitor_entries_chain_idx').on(table.chainId),
    check('monitor_entries_decimals_check', sql`${table.tokenDecimals} between 0 and 255`),
  ],
);

/** A balance change the job observed; only the most recent ones per entry are kept. */
export const monitorEvents = pgTable(
  'monitor_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => monitorEntries.id, { onDelete: 'cascade' }),
    /** Base units before and after. */
    oldBalance: numeric('old_balance', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    newBalance: numeric('new_balance', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('monitor_events_entry_idx').on(table.entryId, table.id)],
);

/** A user's notification choices (VIP feature monitorNotify); no row means the defaults. */
export const monitorNotifySettings = pgTable('monitor_notify_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  /** Smallest absolute change, in token units as an exact decimal ("0.5"), that is mailed. */
  minChange: text('min_change').notNull().default('0'),
  /** The language of the mails (en or cn): the one the settings were saved in. */
  language: text('language'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MonitorEntry = typeof monitorEntries.$inferSelect;
export type NewMonitorEntry = typeof monitorEntries.$inferInsert;
export type MonitorEvent = typeof monitorEvents.$inferSelect;
export type MonitorNotifySettings = typeof monitorNotifySettings.$inferSelect;
