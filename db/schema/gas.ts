import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

// Schema files stay free of `server-only`: drizzle-kit loads them in plain Node to generate migrations.

/**
 * The gas page's 24-hour chart: one sample per registry chain per slot (lib/server/gas/history.ts), taken from the
 * tracker's shared read, older rows pruned by the same job. Fees in wei: exact, and far below int8's limit.
 */
export const gasSamples = pgTable(
  'gas_samples',
  {
    chainId: integer('chain_id').notNull(),
    /** The start of the slot the sample stands for, so a slot sampled twice (two instances) keeps one row. */
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    baseFeeWei: bigint('base_fee_wei', { mode: 'bigint' }).notNull(),
    /** The standard tier's priority fee (median of the recent blocks' 50th percentile). */
    priorityFeeWei: bigint('priority_fee_wei', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.sampledAt] })],
);
