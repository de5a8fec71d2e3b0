import { eq } from 'drizzle-orm';
import { provideDatabase } from '@/db';
import { users } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { saveSolanaPayoutAddress } from '@/lib/server/accounts/profile';
import { createUser } from '@/lib/server/accounts/users';
import { DEVELOPMENT_SOLANA_FEE_RECEIVER } from './config';
import { solanaFeeTarget } from './fee-target';

const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const INVITER_ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';
const OTHER_ADDRESS = 'So11111111111111111111111111111111111111112';

describe.each(TEST_DATABASE_KINDS)('solanaFeeTarget on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  let counter = 0;
  const newUser = (invitedBy: number | null = null) =>
    createUser(getTestDatabase().db, { email: `fee${++counter}.${kind}@example.com`, invitedBy });
  const target = (userId: number | null) => solanaFeeTarget(userId, { db: getTestDatabase().db, receiver: RECEIVER });

  it('names the inviter only for an invited user whose inviter set a payout address', async () => {
    const { db } = getTestDatabase();
    const inviter = await newUser();
    const invited = await newUser(inviter.id);
    const uninvited = await newUser();
    expect(await target(null)).toEqual({ receiver: RECEIVER });
    expect(await target(invited.id)).toEqual({ receiver: RECEIVER });

    await saveSolanaPayoutAddress(db, inviter.id, INVITER_ADDRESS);
    expect(await target(invited.id)).toEqual({ receiver: RECEIVER, referrer: INVITER_ADDRESS });
    expect(await target(uninvited.id)).toEqual({ receiver: RECEIVER });
    // The inviter's own payout address is for their invitees: the inviter pays the whole fee to the receiver.
    expect(await target(inviter.id)).toEqual({ receiver: RECEIVER });
    expect(await target(987_654_321)).toEqual({ receiver: RECEIVER });

    await saveSolanaPayoutAddress(db, inviter.id, null);
    expect(await target(invited.id)).toEqual({ receiver: RECEIVER });
  });

  it('drops a referrer that would pay the receiver, the user, or an address edited into nonsense', async () => {
    const { db } = getTestDatabase();
    const inviter = await newUser();
    const invited = await newUser(inviter.id);

    await saveSolanaPayoutAddress(db, inviter.id, RECEIVER);
    expect(await target(invited.id)).toEqual({ receiver: RECEIVER });

    await saveSolanaPayoutAddress(db, inviter.id, INVITER_ADDRESS);
    await saveSolanaPayoutAddress(db, invited.id, INVITER_ADDRESS);
    expect(await target(invited.id)).toEqual({ receiver: RECEIVER });
    await saveSolanaPayoutAddress(db, invited.id, OTHER_ADDRESS);
    expect(await target(invited.id)).toEqual({ receiver: RECEIVER, referrer: INVITER_ADDRESS });

    await db
      .update(users)
      .set({ solanaPayoutAddress: '0x52908400098527886E0F7030069857D2E4169EE7' })
      .where(eq(users.id, inviter.id));
    expect(await target(invited.id)).toEqual({ receiver: RECEIVER });

    const selfInvited = await newUser();
    await db
      .update(users)
      .set({ invitedBy: selfInvited.id, solanaPayoutAddress: OTHER_ADDRESS })
      .where(eq(users.id, selfInvited.id));
    expect(await target(selfInvited.id)).toEqual({ receiver: RECEIVER });
  });

  it('takes the receiver from the configuration and the app database by default', async () => {
    const testDatabase = getTestDatabase();
    provideDatabase(testDatabase);
    const inviter = await newUser();
    const invited = await newUser(inviter.id);
    await saveSolanaPayoutAddress(testDatabase.db, inviter.id, INVITER_ADDRESS);
    const original = process.env.SOLANA_FEE_RECEIVER;
    try {
      delete process.env.SOLANA_FEE_RECEIVER;
      expect(await solanaFeeTarget(invited.id)).toEqual({
        receiver: DEVELOPMENT_SOLANA_FEE_RECEIVER,
        referrer: INVITER_ADDRESS,
      });
      process.env.SOLANA_FEE_RECEIVER = RECEIVER;
      expect(await solanaFeeTarget(null)).toEqual({ receiver: RECEIVER });
    } finally {
      if (original === undefined) delete process.env.SOLANA_FEE_RECEIVER;
      else process.env.SOLANA_FEE_RECEIVER = original;
    }
  });
});
