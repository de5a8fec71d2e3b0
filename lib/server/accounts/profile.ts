import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import type { Database } from '@/db';
import { avatars, users } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const USER_NAME_MAX_LENGTH = 32;

/** The image types we accept, recognised by their leading bytes (never by the name or the declared type). */
const SIGNATURES: { contentType: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    contentType: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    contentType: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function detectImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => bytes.length >= 12 && signature.matches(bytes))?.contentType ?? null;
}

/** Stores a new avatar (checked by content, at most 1 MB) and drops the user's older ones. */
export async function saveAvatar(db: Database, userId: number, file: File): Promise<void> {
  if (file.size > AVATAR_MAX_BYTES)
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'avatar larger than 1 MB' });
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = detectImageType(bytes);
  if (!contentType)
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'avatar must be a PNG, JPEG or WebP image' });
  const id = randomBytes(16).toString('hex');
  await db.insert(avatars).values({ id, userId, contentType, bytes });
  await db.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.id, id)));
}

/** Display names: trimmed, 1–32 characters, no markup or control characters. */
export function isValidUserName(name: string): boolean {
  const trimmed = name.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  return trimmed.length > 0 && trimmed.length <= USER_NAME_MAX_LENGTH && !/[<>&"'`\u0000-\u001f\u007f]/.test(trimmed);
}

export async function saveUserName(db: Database, userId: number, name: string): Promise<void> {
  if (!isValidUserName(name)) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'userName' });
  await db.update(users).set({ userName: name.trim(), updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The longest text taken for a Solana address (44 base58 characters plus room for pasted whitespace). */
export const SOLANA_PAYOUT_ADDRESS_MAX_LENGTH = 128;

const INVALID_SOLANA_PAYOUT_ADDRESS = {
  en: 'The Solana payout address must be a Solana address of 32 to 44 base58 characters, or empty to clear it',
  cn: 'Solana 收款地址须为 32 到 44 个 base58 字符的 Solana 地址，留空则清除',
} as const;

/**
 * The stored form of a Solana payout address as typed: the trimmed base58 key, or null for '' (clears it). Anything
 * else answers 5016 in the user's language.
 */
export function solanaPayoutAddressOf(text: string): string | null {
  if (text.trim() === '') return null;
  const address = normalizeSolanaAddress(text);
  if (!address)
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, {
      messages: INVALID_SOLANA_PAYOUT_ADDRESS,
      detail: 'solanaPayoutAddress',
    });
  return address;
}

/** Sets (or with null clears) where the user's share of their invitees' Solana tool fees is paid. */
export async function saveSolanaPayoutAddress(db: Database, userId: number, address: string | null): Promise<void> {
  await db.update(users).set({ solanaPayoutAddress: address, updatedAt: new Date() }).where(eq(users.id, userId));
}
