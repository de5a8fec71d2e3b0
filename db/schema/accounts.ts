import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Schema files stay free of `server-only`: drizzle-kit loads them in plain Node to generate migrations.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A Chainkit account. It has at most one e-mail (lowercased) and one EVM address (lowercased), at least one of
 * them; the password hash (argon2id) exists once an e-mail is set with a password.
 */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email'),
    address: text('address'),
    passwordHash: text('password_hash'),
    userName: text('user_name'),
    /** Every user's own invite code (case-insensitive, stored uppercase). */
    inviteCode: text('invite_code').notNull(),
    /** The user whose invite code this user signed up with. */
    invitedBy: bigint('invited_by', { mode: 'number' }),
    /**
     * Where this user's share of the Solana tool fees paid by the people they invited goes (base58, set in the user
     * center). Null: no share is paid on chain (chains/solana/fees.ts, lib/server/solana/fee-target.ts).
     */
    solanaPayoutAddress: text('solana_payout_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_address_idx').on(table.address),
    uniqueIndex('users_invite_code_idx').on(table.inviteCode),
    index('users_invited_by_idx').on(table.invitedBy),
    check('users_identity_check', sql`${table.email} is not null or ${table.address} is not null`),
  ],
);

/** One row per signed-in browser. The session cookie names the row; revoking it ends the session everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const VERIFICATION_SOURCES = ['signup', 'forgetPassword', 'bindEmail'] as const;
export type VerificationSource = (typeof VERIFICATION_SOURCES)[number];

/** E-mailed 6-digit codes: only a hash is kept; single use; expiring. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    source: text('source', { enum: VERIFICATION_SOURCES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses against this code; it is burnt after a few. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_email_idx').on(table.email, table.source, table.createdAt)],
);

/** Single-use SIWE nonces. */
export const signInNonces = pgTable('sign_in_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Avatars live in the database so every app instance serves them, on PGlite and PostgreSQL alike. */
export const avatars = pgTable('avatars', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's VIP state per feature (written by the VIP payments; read by account info and the guards). */
export const userVipFeatures = pgTable(
  'user_vip_features',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    vipExpireTime: timestamp('vip_expire_time', { withTimezone: true }).notNull(),
    /** Feature capacity bought with "expand" (e.g. monitored addresses). */
    credit: integer('credit').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.feature] })],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
