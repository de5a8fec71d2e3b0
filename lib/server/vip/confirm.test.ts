import { and, eq } from 'drizzle-orm';
import { referralRewards, userVipFeatures } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import type { ApiError } from '@/lib/server/api/handler';
import { confirmPayment } from './confirm';
import { prepay } from './prepay';
import {
  DAY_MS,
  EVM_RECEIVER,
  FakeChain,
  newUser,
  OTHER_TOKEN,
  prepayBody,
  randomEvmAddress,
  type TransferSpec,
} from './testing/fake-chain';

describe.each(TEST_DATABASE_KINDS)('confirmPayment on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const chain = new FakeChain();
  const env = chain.environment();

  async function featureState(userId: number, feature = 'balanceMonitor') {
    const { db } = getTestDatabase();
    const where = and(eq(userVipFeatures.userId, userId), eq(userVipFeatures.feature, feature));
    return (await db.select().from(userVipFeatures).where(where))[0];
  }

  /** Prepays, has the chain carry the transfer (the exact price from the wallet unless told), and confirms. */
  async function payAndConfirm(
    userId: number,
    body = prepayBody(),
    transfer: Partial<TransferSpec> = {},
    units = 27_900_000n,
  ) {
    const { db } = getTestDatabase();
    await prepay(db, env, userId, body);
    chain.pay(body.txHash, { from: body.walletAddress, amount: units, ...transfer });
    return confirmPayment(db, env, { userId, txHash: body.txHash });
  }

  it('credits a confirmed buy: the feature is active for the plan days from now', async () => {
    const user = await newUser(getTestDatabase().db);
    const body = prepayBody();
    await prepay(getTestDatabase().db, env, user.id, body);
    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n }, 2);
    const waiting = await confirmPayment(getTestDatabase().db, env, { userId: user.id, txHash: body.txHash });
    expect(waiting).toMatchObject({ status: 'pending', confirmations: 2, requiredConfirmations: 3 });
    expect(await featureState(user.id)).toBeUndefined();

    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n }, 3);
    const view = await confirmPayment(getTestDatabase().db, env, { userId: user.id, txHash: body.txHash });
    expect(view).toMatchObject({ status: 'confirmed', confirmations: 3, confirmedAt: chain.clock.toISOString() });
    expect(await featureState(user.id)).toMatchObject({
      vipExpireTime: new Date(chain.clock.getTime() + 7 * DAY_MS),
      credit: 0,
    });
    // Confirming again changes nothing and reads no chain.
    const reads = chain.reads;
    expect(await confirmPayment(getTestDatabase().db, env, { txHash: body.txHash })).toEqual(view);
    expect(chain.reads).toBe(reads);
  });

  it('extends a renewal from the current expiry, adds fastRPC gift days, and raises credit with expand', async () => {
    const user = await newUser(getTestDatabase().db);
    await payAndConfirm(user.id);
    const renewed = await payAndConfirm(
      user.id,
      prepayBody({ plan: 'renew', vipDays: 30, tokenAmount: '99' }),
      {},
      99n,
    );
    expect(renewed.status).toBe('rejected'); // 99 base units is not 99 USDT
    await payAndConfirm(user.id, prepayBody({ plan: 'renew', vipDays: 30, tokenAmount: '99' }), {}, 99_000_000n);
    expect((await featureState(user.id)).vipExpireTime).toEqual(new Date(chain.clock.getTime() + 37 * DAY_MS));

    const expand = prepayBody({ plan: 'expand', vipDays: 30, credit: 2, tokenAmount: '244.2' });
    expect((await payAndConfirm(user.id, expand, {}, 244_200_000n)).status).toBe('confirmed');
    expect(await featureState(user.id)).toMatchObject({ credit: 2 });
    // Renewing now covers the three units held: 3 × 27.9.
    const renewAll = prepayBody({ plan: 'renew', tokenAmount: '83.7' });
    expect((await payAndConfirm(user.id, renewAll, {}, 83_700_000n)).status).toBe('confirmed');
    expect((await featureState(user.id)).vipExpireTime).toEqual(new Date(chain.clock.getTime() + 44 * DAY_MS));

    const rpc = prepayBody({ feature: 'fastRPC', vipDays: 30, tokenAmount: '99' });
    await payAndConfirm(user.id, rpc, {}, 99_000_000n);
    expect((await featureState(user.id, 'fastRPC')).vipExpireTime).toEqual(
      new Date(chain.clock.getTime() + 35 * DAY_MS),
    );
  });

  it('drops the extra units of a lapsed subscription when it is bought again', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    const lapsed = new Date(chain.clock.getTime() - DAY_MS);
    await db
      .insert(userVipFeatures)
      .values({ userId: user.id, feature: 'balanceMonitor', vipExpireTime: lapsed, credit: 4 });
    expect((await payAndConfirm(user.id)).status).toBe('confirmed');
    expect(await featureState(user.id)).toMatchObject({ credit: 0 });
  });

  it.each([
    ['failed', { status: 'failed' as const }],
    ['wrong-token', { token: OTHER_TOKEN }],
    ['wrong-receiver', { to: randomEvmAddress() }],
    ['wrong-sender', { from: randomEvmAddress() }],
    ['underpaid', { amount: 27_899_999n }],
  ])('rejects a %s payment and credits nothing', async (reason, forgery) => {
    const { db } = getTestDatabase();
    const inviter = await newUser(db);
    const user = await newUser(db, inviter.id);
    const body = prepayBody();
    await prepay(db, env, user.id, body);
    const { status, ...transfer } = { status: 'success' as const, ...forgery };
    chain.pay(body.txHash, { from: body.walletAddress, to: EVM_RECEIVER, amount: 27_900_000n, ...transfer });
    if (status === 'failed')
      chain.set(body.txHash, { status, confirmations: 3, from: body.walletAddress, transfers: [] });
    const view = await confirmPayment(db, env, { userId: user.id, txHash: body.txHash });
    expect(view).toMatchObject({ status: 'rejected', rejectReason: reason });
    // Final: a later "correct" reading of the same hash does not bring it back.
    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n });
    expect((await confirmPayment(db, env, { txHash: body.txHash })).status).toBe('rejected');
    expect(await featureState(user.id)).toBeUndefined();
    expect(await db.select().from(referralRewards).where(eq(referralRewards.inviterId, inviter.id))).toEqual([]);
  });

  it('answers unknown-payment for a hash without prepay or of another user', async () => {
    const { db } = getTestDatabase();
    const [owner, other] = [await newUser(db), await newUser(db)];
    const body = prepayBody();
    await prepay(db, env, owner.id, body);
    const fail = (userId: number, txHash: string) =>
      confirmPayment(db, env, { userId, txHash }).catch((error: ApiError) => `${error.code} ${error.detail}`);
    expect(await fail(other.id, body.txHash)).toBe('5021 unknown-payment');
    expect(await fail(owner.id, `0x${'9'.repeat(64)}`)).toBe('5021 unknown-payment');
    expect(await fail(owner.id, 'nope')).toBe('5016 txHash');
  });
});
