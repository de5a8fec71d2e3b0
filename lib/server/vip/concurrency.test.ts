import { eq } from 'drizzle-orm';
import { type Database, openDatabase } from '@/db';
import { payments, referralRewards, userVipFeatures } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { confirmPayment } from './confirm';
import { runVipPaymentCheck } from './job';
import { prepay } from './prepay';
import { referralProfit } from './profit';
import { DAY_MS, FakeChain, newUser, prepayBody } from './testing/fake-chain';

const CONCURRENT_CONFIRMS = 50;

describe.each(TEST_DATABASE_KINDS)('a transaction hash credits once on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const chain = new FakeChain();
  const env = chain.environment();
  /** On PostgreSQL, half the confirms come through a second pool, like another app instance. */
  let otherInstance: { db: Database; close(): Promise<void> } | undefined;

  beforeAll(async () => {
    const { databaseUrl } = getTestDatabase();
    if (databaseUrl) otherInstance = await openDatabase({ databaseUrl });
  });
  afterAll(() => otherInstance?.close());

  it(`credits ${CONCURRENT_CONFIRMS} concurrent confirms of one payment exactly once, reward included`, async () => {
    const { db } = getTestDatabase();
    const inviter = await newUser(db);
    const user = await newUser(db, inviter.id);
    const body = prepayBody();
    await prepay(db, env, user.id, body);
    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n });

    const databases = [db, otherInstance?.db ?? db];
    const confirms = Array.from({ length: CONCURRENT_CONFIRMS }, (_, index) =>
      index % 10 === 0
        ? runVipPaymentCheck(databases[index % 2], env)
        : confirmPayment(databases[index % 2], env, { userId: user.id, txHash: body.txHash }),
    );
    const results = await Promise.all(confirms);
    expect(results.filter((result) => typeof result !== 'number').every((view) => view.status === 'confirmed')).toBe(
      true,
    );

    const [feature] = await db.select().from(userVipFeatures).where(eq(userVipFeatures.userId, user.id));
    expect(feature.vipExpireTime).toEqual(new Date(chain.clock.getTime() + 7 * DAY_MS));
    const rewards = await db.select().from(referralRewards).where(eq(referralRewards.inviteeId, user.id));
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ inviterId: inviter.id, amount: '8.37' });
    expect((await referralProfit(db, inviter.id)).totals).toEqual([
      { chainId: 1, tokenAddress: body.tokenAddress, amount: '8.37' },
    ]);
  });

  it('extends by every payment when two payments of one feature confirm at the same time', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    // An active row already exists: the insert that serialises first purchases cannot serialise these.
    const activeUntil = new Date(chain.clock.getTime() + DAY_MS);
    await db.insert(userVipFeatures).values({ userId: user.id, feature: 'balanceMonitor', vipExpireTime: activeUntil });
    const bodies = [prepayBody(), prepayBody()];
    for (const body of bodies) {
      await prepay(db, env, user.id, body);
      chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n });
    }
    const databases = [db, otherInstance?.db ?? db];
    await Promise.all(
      bodies.map((body, index) => confirmPayment(databases[index], env, { userId: user.id, txHash: body.txHash })),
    );
    const [feature] = await db.select().from(userVipFeatures).where(eq(userVipFeatures.userId, user.id));
    expect(feature.vipExpireTime).toEqual(new Date(chain.clock.getTime() + 15 * DAY_MS));
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
  });
});
