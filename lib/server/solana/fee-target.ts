import 'server-only';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { type Database, getDb } from '@/db';
import { users } from '@/db/schema';
import { getCurrentUserId } from '@/lib/server/auth/current-user';
import { solanaToolConfig } from './config';

/** Where a Solana tool's service fee goes: the receiver, and the inviter's 30 % share when there is one to pay. */
export interface SolanaFeeTarget {
  receiver: string;
  /** The signed-in user's inviter's payout address (chains/solana/fees.ts pays it its share in the same transaction). */
  referrer?: string;
}

const inviters = alias(users, 'inviters');

/** The inviter's payout address of an invited user, with the invitee's own one; nothing when not invited. */
async function readInvitation(db: Database, userId: number) {
  const [row] = await db
    .select({
      inviterId: inviters.id,
      inviterPayoutAddress: inviters.solanaPayoutAddress,
      ownPayoutAddress: users.solanaPayoutAddress,
    })
    .from(users)
    .innerJoin(inviters, eq(users.invitedBy, inviters.id))
    .where(eq(users.id, userId));
  return row;
}

/**
 * The fee target of the Solana tool pages for the signed-in user (null when signed out). The referrer is named only
 * when the user was invited and the inviter set a payout address, and never when it would pay nobody but the
 * platform or the user: not the fee receiver itself, not an inviter that is the user, and not the user's own payout
 * address (one person's two accounts would otherwise rebate themselves). Whether the address can take the share on
 * chain (an existing, rent-exempt, non-program account) is checked by the page against the chain before it builds.
 */
export async function solanaFeeTarget(
  sessionUserId: number | null,
  options: { db?: Database; receiver?: string } = {},
): Promise<SolanaFeeTarget> {
  const receiver = options.receiver ?? solanaToolConfig().feeReceiver;
  if (sessionUserId === null) return { receiver };
  const invitation = await readInvitation(options.db ?? (await getDb()), sessionUserId);
  if (!invitation || invitation.inviterId === sessionUserId || !invitation.inviterPayoutAddress) return { receiver };
  // Stored addresses are already normalised; read again so a row edited by hand cannot reach a transaction.
  const referrer = normalizeSolanaAddress(invitation.inviterPayoutAddress);
  const ownAddress = invitation.ownPayoutAddress && normalizeSolanaAddress(invitation.ownPayoutAddress);
  if (!referrer || referrer === receiver || referrer === ownAddress) return { receiver };
  return { receiver, referrer };
}

/** The fee target of the current request's signed-in user: what the Solana pages' server halves pass to the client. */
export async function currentSolanaFeeTarget(): Promise<SolanaFeeTarget> {
  return solanaFeeTarget(await getCurrentUserId());
}
