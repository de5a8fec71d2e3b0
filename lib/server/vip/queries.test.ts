import { userVipFeatures } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import type { ApiError } from '@/lib/server/api/handler';
import { checkPendingPayments } from './check';
import { confirmPayment } from './confirm';
import { requireVip } from './gate';
import { paymentHistory, pendingStatus } from './history';
import { prepay } from './prepay';
import { referralProfit } from './profit';
import { DAY_MS, FakeChain, newUser, prepayBody, randomEvmHash } from './testing/fake-chain';

describe.each(TEST_DATABASE_KINDS)('VIP payment queries on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const chain = new FakeChain();
  const env = chain.environment();

  it('pages the history newest first with the total, and shows only the user its own payments', async () => {
    const { db } = getTestDatabase();
    const [user, other] = [await newUser(db), await newUser(db)];
    const hashes: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const body = prepayBody({ txHash: randomEvmHash() });
      hashes.push(body.txHash);
      await prepay(db, env, user.id, body);
      chain.advance(1_000);
    }
    await prepay(db, env, other.id, prepayBody());
    const first = await paymentHistory(db, user.id, 1, 2);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.list.map((payment) => payment.txHash)).toEqual([hashes[2], hashes[1]]);
    expect((await paymentHistory(db, user.id, 2, 2)).list.map((payment) => payment.txHash)).toEqual([hashes[0]]);
    expect((await pendingStatus(db, user.id, env)).payments).toHaveLength(3);
  });

  it('long-polls: answers as soon as a pending payment changes, and right away when none is pending', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    const idle = Date.now();
    expect(await checkPendingPayments(db, env, user.id, { delayMs: 20_000 })).toEqual({
      hasPending: false,
      payments: [],
    });
    expect(Date.now() - idle).toBeLessThan(1_000);

    const body = prepayBody();
    await prepay(db, env, user.id, body);
    const unchanged = await checkPendingPayments(db, env, user.id, { delayMs: 60, pollMs: 20 });
    expect(unchanged.payments.map((payment) => payment.status)).toEqual(['pending']);
    setTimeout(() => chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n }), 50);
    const started = Date.now();
    const changed = await checkPendingPayments(db, env, user.id, { delayMs: 5_000, pollMs: 20 });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(changed).toMatchObject({ hasPending: false, payments: [{ status: 'confirmed', requiredConfirmations: 3 }] });
    // A settled payment stays visible for a while, then leaves the check answer.
    chain.advance(11 * 60 * 1000);
    expect((await pendingStatus(db, user.id, env)).payments).toEqual([]);
  });

  it('sums referral profit per token exactly and lists entries with the invitee masked', async () => {
    const { db } = getTestDatabase();
    const inviter = await newUser(db);
    const invitee = await newUser(db, inviter.id);
    for (const overrides of [{}, { vipDays: 30, tokenAmount: '99', feature: 'fastRPC' as const }]) {
      const body = prepayBody(overrides);
      await prepay(db, env, invitee.id, body);
      const units = overrides.vipDays === 30 ? 99_000_000n : 27_900_000n;
      chain.pay(body.txHash, { from: body.walletAddress, amount: units });
      await confirmPayment(db, env, { txHash: body.txHash });
    }
    const profit = await referralProfit(db, inviter.id);
    expect(profit.totals).toEqual([{ chainId: 1, tokenAddress: prepayBody().tokenAddress, amount: '38.07' }]);
    expect(profit.entryCount).toBe(2);
    expect(profit.entries.map((entry) => [entry.amount, entry.feature])).toEqual([
      ['29.7', 'fastRPC'],
      ['8.37', 'balanceMonitor'],
    ]);
    expect(profit.entries[0].invitee).toMatch(/^vi\*\*\*@example\.com$/);
    expect(await referralProfit(db, invitee.id)).toEqual({ totals: [], entries: [], entryCount: 0 });
  });

  it('requireVip answers 5020 unless the feature expires in the future', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    const now = new Date();
    const code = (feature: 'fastRPC' | 'balanceMonitor' | 'dexBulkTrade') =>
      requireVip(db, user.id, feature, now).then(
        () => 0,
        (error: ApiError) => error.code,
      );
    await db.insert(userVipFeatures).values([
      { userId: user.id, feature: 'fastRPC', vipExpireTime: new Date(now.getTime() + DAY_MS), credit: 2 },
      { userId: user.id, feature: 'balanceMonitor', vipExpireTime: now },
    ]);
    expect(await code('fastRPC')).toBe(0);
    expect(await requireVip(db, user.id, 'fastRPC', now)).toMatchObject({ credit: 2 });
    expect(await code('balanceMonitor')).toBe(5020);
    expect(await code('dexBulkTrade')).toBe(5020);
  });
});
