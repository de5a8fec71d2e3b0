import 'server-only';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Database } from '@/db';
import { type User, users } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';

/** Invite codes avoid look-alike characters (0/O, 1/I/L) so they survive being read aloud or retyped. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const INVITE_CODE_LENGTH = 8;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Addresses are stored lowercase (one spelling, one unique index) and shown EIP-55 checksummed. */
export function normalizeAddress(address: string): string {
  return getAddress(address).toLowerCase();
}

function newInviteCode(): string {
  return Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint_name, constraint: name, message } = (cause ?? {}) as Record<string, string | undefined>;
  return code === '23505' && [constraint_name, name, message].some((text) => text?.includes(constraint));
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)))[0];
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return (
    await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
  )[0];
}

export async function findUserByAddress(db: Database, address: string): Promise<User | undefined> {
  return (
    await db
      .select()
      .from(users)
      .where(eq(users.address, normalizeAddress(address)))
  )[0];
}

export async function findInviter(db: Database, inviteCode: string | undefined): Promise<number | null> {
  if (!inviteCode) return null;
  const [inviter] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, inviteCode.trim().toUpperCase()));
  if (!inviter) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'inviteCode' });
  return inviter.id;
}

/** Maps the unique indexes to the spec's codes, so a race between two sign-ups answers like the pre-check would. */
export function rethrowUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_idx')) throw new ApiError(SERVER_CODE.EMAIL_ALREADY_REGISTERED);
  if (isUniqueViolation(error, 'users_address_idx')) throw new ApiError(SERVER_CODE.ADDRESS_ALREADY_REGISTERED);
  throw error;
}

export interface NewUserInput {
  email?: string;
  address?: string;
  passwordHash?: string;
  invitedBy?: number | null;
}

export async function createUser(db: Database, input: NewUserInput): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [user] = await db
        .insert(users)
        .values({
          email: input.email ? normalizeEmail(input.email) : null,
          address: input.address ? normalizeAddress(input.address) : null,
          passwordHash: input.passwordHash ?? null,
          inviteCode: newInviteCode(),
          invitedBy: input.invitedBy ?? null,
        })
        .returning();
      return user;
    } catch (error) {
      // 31^8 codes: a collision is rare; try again with a fresh one.
      if (isUniqueViolation(error, 'users_invite_code_idx') && attempt < 5) continue;
      rethrowUniqueViolation(error);
    }
  }
}
