import { eq } from 'drizzle-orm';
import { jobs, payments } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase, waitFor } from '@/db/testing/test-database';
import { createJobRunner } from '@/lib/server/jobs';
import { confirmPayment } from './confirm';
import { runVipPaymentCheck, scheduleVipPaymentCheck, VIP_PAYMENT_CHECK_JOB } from './job';
import { PENDING_WINDOW_MS, prepay } from './prepay';
import { FakeChain, newUser, prepayBody } from './testing/fake-chain';

describe.each(TEST_DATABASE_KINDS)('the vip-payment-check job on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);

  async function statusOf(paymentId: number) {
    const { db } = getTestDatabase();
    return (await db.select().from(payments).where(eq(payments.id, paymentId)))[0].status;
  }

  it('confirms a pending payment once the chain has mined the missing confirmations', async () => {
    const { db } = getTestDatabase();
    const chain = new FakeChain();
    const env = chain.environment();
    const user = await newUser(db);
    const body = prepayBody();
    const { id } = await prepay(db, env, user.id, body);
    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n }, 1);
    await runVipPaymentCheck(db, env);
    expect(await statusOf(id)).toBe('pending');
    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n }, 3);
    await runVipPaymentCheck(db, env);
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('expires stale payments the chain never showed, keeps mined ones, and revives a late one on confirm', async () => {
    const { db } = getTestDatabase();
    const chain = new FakeChain();
    const env = chain.environment();
    const user = await newUser(db);
    const [stale, slow, late] = [prepayBody(), prepayBody(), prepayBody()];
    const ids = [];
    for (const body of [stale, slow, late]) ids.push((await prepay(db, env, user.id, body)).id);
    chain.pay(slow.txHash, { from: slow.walletAddress, amount: 27_900_000n }, 1);
    chain.advance(PENDING_WINDOW_MS - 1);
    await runVipPaymentCheck(db, env);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['pending', 'pending', 'pending']);
    chain.advance(1);
    await runVipPaymentCheck(db, env);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['expired', 'pending', 'expired']);

    // The late transaction is mined after all: the user's confirm watches it again, then credits it.
    chain.pay(late.txHash, { from: late.walletAddress, amount: 27_900_000n }, 1);
    expect(await confirmPayment(db, env, { userId: user.id, txHash: late.txHash })).toMatchObject({
      status: 'pending',
    });
    chain.pay(late.txHash, { from: late.walletAddress, amount: 27_900_000n }, 3);
    await runVipPaymentCheck(db, env);
    expect(await statusOf(ids[2])).toBe('confirmed');
    expect(await statusOf(ids[0])).toBe('expired');
  });

  it('keeps a payment pending when the chain cannot be read, and queues each next slot once', async () => {
    const { db } = getTestDatabase();
    const chain = new FakeChain();
    const failing = chain.environment({
      readTransaction: () => Promise.reject(new Error('RPC down')),
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await newUser(db);
    const { id } = await prepay(db, failing, user.id, prepayBody());
    const now = new Date();
    await runVipPaymentCheck(db, failing, now);
    await runVipPaymentCheck(db, failing, now);
    log.mockRestore();
    expect(await statusOf(id)).toBe('pending');
    const queued = await db.select().from(jobs).where(eq(jobs.type, VIP_PAYMENT_CHECK_JOB));
    expect(queued.filter((job) => job.runAt.getTime() > now.getTime())).toHaveLength(1);
  });

  it('runs in the job runner as startup registers it', async () => {
    const { db } = getTestDatabase();
    const chain = new FakeChain();
    const env = chain.environment();
    const user = await newUser(db);
    const body = prepayBody();
    const { id } = await prepay(db, env, user.id, body);
    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n });
    await db.delete(jobs);
    const runner = createJobRunner({
      db,
      handlers: {
        [VIP_PAYMENT_CHECK_JOB]: async () => {
          await runVipPaymentCheck(db, env);
        },
      },
      pollMs: 20,
      concurrency: 1,
    });
    await scheduleVipPaymentCheck(db);
    runner.start();
    try {
      await waitFor(async () => (await statusOf(id)) === 'confirmed');
    } finally {
      await runner.stop();
    }
  });
});
