import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Schema files stay free of `server-only`: drizzle-kit loads them in plain Node to generate migrations.

export const PAYMENT_KINDS = ['buy', 'renew', 'expand'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why the chain's transaction did not pay for the prepay (set with status `rejected`). */
export const PAYMENT_REJECT_REASONS = [
  'failed',
  'wrong-token',
  'wrong-receiver',
  'wrong-sender',
  'underpaid',
  'wrong-account',
] as const;
export type PaymentRejectReason = (typeof PAYMENT_REJECT_REASONS)[number];

/**
 * A VIP purchase paid on chain. The prepay records what the server priced (never the client's amount); the row is
 * credited only after the server reads the transaction itself. One transaction hash pays for one row, ever.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No cascade: a payment is a financial record and outlives nothing it belongs to.
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    feature: text('feature').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    vipDays: integer('vip_days').notNull(),
    /** Capacity added by `expand`; 0 for buy and renew. */
    credit: integer('credit').notNull().default(0),
    chainId: integer('chain_id').notNull(),
    /** EVM: lowercase 0x…; Tron: base58. */
    tokenAddress: text('token_address').notNull(),
    walletAddress: text('wallet_address').notNull(),
    /** Where the user was told to pay, kept so a later change of address cannot reject a correct payment. */
    receiverAddress: text('receiver_address').notNull(),
    /** The server's price in token units as an exact decimal ("27.9"). */
    expectedAmount: text('expected_amount').notNull(),
    /** The same price in the token's base units: what the transfer must reach. */
    expectedUnits: numeric('expected_units', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    /** EVM: lowercase 0x + 64 hex; Tron: 64 lowercase hex. */
    txHash: text('tx_hash').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason', { enum: PAYMENT_REJECT_REASONS }),
    confirmationsSeen: integer('confirmations_seen').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Past this, a payment the chain still does not show stops being watched. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_tx_hash_idx').on(table.txHash),
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_pending_checked_idx').on(table.checkedAt).where(sql`${table.status} = 'pending'`),
    check('payments_status_check', sql`${table.status} in ('pending', 'confirmed', 'rejected', 'expired')`),
    check('payments_kind_check', sql`${table.kind} in ('buy', 'renew', 'expand')`),
    check('payments_amount_check', sql`${table.expectedUnits} > 0`),
  ],
);

/** The inviter's share of one confirmed payment of someone they invited; one reward per payment. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    /** Exact decimal in token units, rounded down to the token's decimals. */
    amount: text('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referral_rewards_payment_idx').on(table.paymentId),
    index('referral_rewards_inviter_idx').on(table.inviterId, table.createdAt),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type ReferralReward = typeof referralRewards.$inferSelect;
