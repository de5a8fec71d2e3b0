import { and, eq } from 'drizzle-orm';
import { concat, createWalletClient, encodeFunctionData, erc20Abi, type Hex, http, keccak256, toHex } from 'viem';
import { type Database, openDatabase } from '@/db';
import { type PaymentRejectReason, payments, referralRewards, userVipFeatures } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import type { ApiError } from '@/lib/server/api/handler';
import { confirmPayment } from './confirm';
import { runVipPaymentCheck } from './job';
import { payTagSuffix } from './pay-tag';
import { PENDING_WINDOW_MS, prepay } from './prepay';
import type { PrepayInput } from './schemas';
import {
  ANVIL_VIP_CHAIN_ID,
  ANVIL_VIP_CONFIRMATIONS,
  type AnvilPaymentChain,
  OTHER_SENDER,
  PAYER,
  RECEIVER,
  STRANGER,
  startAnvilPaymentChain,
  usdt,
} from './testing/anvil-chain';
import { DAY_MS, newUser } from './testing/fake-chain';

// The payment service end to end on a real chain: anvil, a real 6-decimal ERC-20, and the real chain reader
// (createVipEnvironment's readTokenTransfers through CHAIN_RPC_31337). Only the clock is the test's.

const FEATURE = 'balanceMonitor';
const CONCURRENT_CONFIRMS = 50;

let chain: AnvilPaymentChain | undefined;

beforeAll(async () => {
  chain = await startAnvilPaymentChain();
}, 30_000);

afterAll(async () => {
  await chain?.stop();
});

function anvilChain(): AnvilPaymentChain {
  if (!chain) throw new Error('anvil did not start; see the beforeAll error above');
  return chain;
}

/** A 7-day buy of balanceMonitor paid from PAYER's wallet with the accepted token (27.9). */
function prepayBody(txHash: string, overrides: Partial<PrepayInput> = {}): PrepayInput {
  return {
    walletAddress: PAYER.address,
    tokenAddress: anvilChain().token.address,
    chainId: ANVIL_VIP_CHAIN_ID,
    tokenAmount: '27.9',
    vipDays: 7,
    txHash,
    feature: FEATURE,
    plan: 'buy',
    ...overrides,
  };
}

/** `<code> <detail>` of a refusal; anything that does not throw fails the comparison. */
const refusal = (call: Promise<unknown>) => call.catch((error: ApiError) => `${error.code} ${error.detail}`);

/** A transfer from PAYER signed here but not sent: its hash is known before any node has seen it. */
async function signTransfer(amount: bigint, dataSuffix: Hex) {
  const { token } = anvilChain();
  const client = createWalletClient({ account: PAYER, transport: http(token.publicClient.transport.url as string) });
  const data = concat([
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, amount] }),
    dataSuffix,
  ]);
  const request = await client.prepareTransactionRequest({
    chain: null,
    to: token.address,
    data,
    gas: 100_000n,
  });
  const raw = await client.signTransaction({ ...request, chain: null } as never);
  return { raw, hash: keccak256(raw) };
}

describe.each(TEST_DATABASE_KINDS)('VIP payments on a real anvil chain, on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  /** On PostgreSQL, half the concurrent confirms come through a second pool, like another app instance. */
  let otherInstance: { db: Database; close(): Promise<void> } | undefined;

  beforeAll(async () => {
    const { databaseUrl } = getTestDatabase();
    if (databaseUrl) otherInstance = await openDatabase({ databaseUrl });
  });
  afterAll(() => otherInstance?.close());

  async function featureOf(userId: number) {
    const { db } = getTestDatabase();
    const key = and(eq(userVipFeatures.userId, userId), eq(userVipFeatures.feature, FEATURE));
    return (await db.select().from(userVipFeatures).where(key))[0];
  }

  async function rewardsOf(inviterId: number) {
    const { db } = getTestDatabase();
    return db.select().from(referralRewards).where(eq(referralRewards.inviterId, inviterId));
  }

  /** A user invited by another, whose feature runs one more day: what a payment must not move, it leaves as is. */
  async function activeInvitedUser() {
    const { db } = getTestDatabase();
    const inviter = await newUser(db);
    const user = await newUser(db, inviter.id);
    const activeUntil = new Date(anvilChain().clock.getTime() + DAY_MS);
    await db.insert(userVipFeatures).values({ userId: user.id, feature: FEATURE, vipExpireTime: activeUntil });
    return { inviter, user, activeUntil };
  }

  /** Pays `units` with the accepted token (fully confirmed), prepays the body and confirms. */
  async function payAndConfirm(userId: number, units: bigint, overrides: Partial<PrepayInput> = {}) {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const txHash = await anvilChain().transfer({ amount: units });
    await prepay(db, env, userId, prepayBody(txHash, overrides));
    return confirmPayment(db, env, { userId, txHash });
  }

  it('credits a real transfer once it has the confirmations: the feature runs 7 days from the confirmation', async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const user = await newUser(db);
    const txHash = await anvilChain().transfer({ amount: usdt('27.9') }, 1);
    await prepay(db, env, user.id, prepayBody(txHash));
    expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({
      status: 'pending',
      confirmations: 1,
      requiredConfirmations: ANVIL_VIP_CONFIRMATIONS,
    });
    expect(await featureOf(user.id)).toBeUndefined();

    await anvilChain().mine(ANVIL_VIP_CONFIRMATIONS - 1);
    anvilChain().advance(60_000);
    const confirmedAt = anvilChain().clock;
    expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({
      status: 'confirmed',
      confirmations: ANVIL_VIP_CONFIRMATIONS,
      amount: '27.9',
      confirmedAt: confirmedAt.toISOString(),
    });
    expect(await featureOf(user.id)).toMatchObject({
      vipExpireTime: new Date(confirmedAt.getTime() + 7 * DAY_MS),
      credit: 0,
    });
  });

  it('extends a renewal from the current expiry and prices an expansion pro rata for the time left', async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const user = await newUser(db);
    expect((await payAndConfirm(user.id, usdt('27.9'))).status).toBe('confirmed');
    const boughtUntil = (await featureOf(user.id)).vipExpireTime;

    // Two days later a 30-day renewal adds its days to the expiry, not to now.
    anvilChain().advance(2 * DAY_MS);
    const renewal = await payAndConfirm(user.id, usdt('99'), { plan: 'renew', vipDays: 30, tokenAmount: '99' });
    expect(renewal).toMatchObject({ status: 'confirmed', amount: '99' });
    const renewedUntil = new Date(boughtUntil.getTime() + 30 * DAY_MS);
    expect(await featureOf(user.id)).toMatchObject({ vipExpireTime: renewedUntil, credit: 0 });

    // 35 days left: 2 extra units cost 99 × 2 × 35 / 30 = 231, and the server says so to a wrong quote.
    const expand = { plan: 'expand', vipDays: 30, credit: 2 } as const;
    const expandHash = await anvilChain().transfer({ amount: usdt('231') });
    expect(await refusal(prepay(db, env, user.id, prepayBody(expandHash, { ...expand, tokenAmount: '198' })))).toBe(
      '5016 tokenAmount (expected 231)',
    );
    await prepay(db, env, user.id, prepayBody(expandHash, { ...expand, tokenAmount: '231' }));
    expect(await confirmPayment(db, env, { userId: user.id, txHash: expandHash })).toMatchObject({
      status: 'confirmed',
      amount: '231',
    });
    expect(await featureOf(user.id)).toMatchObject({ vipExpireTime: renewedUntil, credit: 2 });

    // A renewal now covers the three units held: 3 × 27.9.
    const renewAll = await payAndConfirm(user.id, usdt('83.7'), { plan: 'renew', tokenAmount: '83.7' });
    expect(renewAll).toMatchObject({ status: 'confirmed', amount: '83.7' });
    expect(await featureOf(user.id)).toMatchObject({
      vipExpireTime: new Date(renewedUntil.getTime() + 7 * DAY_MS),
      credit: 2,
    });
  });

  const forgeries: [PaymentRejectReason, string, (chain: AnvilPaymentChain) => Promise<string>][] = [
    // More than the payer holds, with a gas limit so that it is mined and reverted rather than refused up front.
    ['failed', 'a reverted transfer', (chain) => chain.transfer({ amount: 10n ** 18n, gas: 100_000n })],
    [
      'wrong-token',
      'a transfer of another token',
      (chain) => chain.transfer({ token: chain.otherToken, amount: usdt('27.9') }),
    ],
    ['wrong-receiver', 'a transfer to someone else', (chain) => chain.transfer({ to: STRANGER, amount: usdt('27.9') })],
    ['underpaid', 'a transfer one base unit short', (chain) => chain.transfer({ amount: usdt('27.9') - 1n })],
  ];

  it.each(forgeries)('rejects %s (%s) and credits nothing', async (reason, _description, forge) => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const { inviter, user } = await activeInvitedUser();
    const before = await featureOf(user.id);
    const txHash = await forge(anvilChain());
    await prepay(db, env, user.id, prepayBody(txHash));
    expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({
      status: 'rejected',
      rejectReason: reason,
    });
    // Final: more blocks on top change nothing.
    await anvilChain().mine(1);
    expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({ status: 'rejected' });
    expect(await featureOf(user.id)).toEqual(before);
    expect(await rewardsOf(inviter.id)).toEqual([]);
  });

  it('refuses a claim on a mined transfer from another wallet (wrong-sender) and records nothing', async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const { user } = await activeInvitedUser();
    const before = await featureOf(user.id);
    const txHash = await anvilChain().transfer({ from: OTHER_SENDER, amount: usdt('27.9') });
    expect(await refusal(prepay(db, env, user.id, prepayBody(txHash)))).toBe('5021 wrong-sender');
    expect(await db.select().from(payments).where(eq(payments.txHash, txHash.toLowerCase()))).toHaveLength(0);
    expect(await featureOf(user.id)).toEqual(before);
  });

  it('lets the real payer take over a hash a mempool watcher claimed first with its own wallet', async () => {
    const { db } = getTestDatabase();
    const { env, testClient } = anvilChain();
    const watcher = await newUser(db);
    const { user: payer } = await activeInvitedUser();
    const payerBefore = await featureOf(payer.id);
    await testClient.setAutomine(false);
    let txHash: string;
    try {
      txHash = await anvilChain().send({ from: OTHER_SENDER, amount: usdt('27.9'), gas: 100_000n });
      // Still in the mempool: nothing proves the watcher's claim wrong yet.
      await prepay(db, env, watcher.id, prepayBody(txHash));
      await anvilChain().mine(ANVIL_VIP_CONFIRMATIONS);
    } finally {
      await testClient.setAutomine(true);
    }
    expect(await confirmPayment(db, env, { userId: watcher.id, txHash })).toMatchObject({
      status: 'rejected',
      rejectReason: 'wrong-sender',
    });
    const taken = await prepay(db, env, payer.id, prepayBody(txHash, { walletAddress: OTHER_SENDER.address }));
    expect(taken).toMatchObject({ status: 'pending', walletAddress: OTHER_SENDER.address.toLowerCase() });
    expect(await confirmPayment(db, env, { userId: payer.id, txHash })).toMatchObject({ status: 'confirmed' });
    expect((await featureOf(payer.id)).vipExpireTime).toEqual(
      new Date(payerBefore.vipExpireTime.getTime() + 7 * DAY_MS),
    );
    expect(await featureOf(watcher.id)).toBeUndefined();
    expect(await refusal(confirmPayment(db, env, { userId: watcher.id, txHash }))).toBe('5021 unknown-payment');
    expect(await refusal(prepay(db, env, watcher.id, prepayBody(txHash)))).toBe('5021 wrong-sender');
    // A confirmed payment is never taken over, not even by a claim naming the right wallet.
    const right = prepayBody(txHash, { walletAddress: OTHER_SENDER.address });
    expect(await refusal(prepay(db, env, watcher.id, right))).toBe('5021 tx-used');
  });

  it('credits a tagged transfer only to the account it was tagged for, even when a watcher names the wallet', async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const thief = await newUser(db);
    const { user: payer } = await activeInvitedUser();
    const payerBefore = await featureOf(payer.id);
    const dataSuffix = payTagSuffix(payer.id);
    // Seen on chain (or in the mempool): the thief's claim naming the payer's wallet is refused at once.
    const seen = await anvilChain().transfer({ amount: usdt('27.9'), dataSuffix });
    expect(await refusal(prepay(db, env, thief.id, prepayBody(seen)))).toBe('5021 wrong-account');

    // Not yet seen by our node: the thief's claim is recorded, then rejected, and the payer takes it over.
    const signed = await signTransfer(usdt('27.9'), dataSuffix);
    await prepay(db, env, thief.id, prepayBody(signed.hash));
    await anvilChain().testClient.request({ method: 'eth_sendRawTransaction', params: [signed.raw] } as never);
    await anvilChain().mine(ANVIL_VIP_CONFIRMATIONS);
    expect(await confirmPayment(db, env, { userId: thief.id, txHash: signed.hash })).toMatchObject({
      status: 'rejected',
      rejectReason: 'wrong-account',
    });
    await prepay(db, env, payer.id, prepayBody(signed.hash));
    expect(await confirmPayment(db, env, { userId: payer.id, txHash: signed.hash })).toMatchObject({
      status: 'confirmed',
    });
    await prepay(db, env, payer.id, prepayBody(seen));
    expect(await confirmPayment(db, env, { userId: payer.id, txHash: seen })).toMatchObject({ status: 'confirmed' });
    expect((await featureOf(payer.id)).vipExpireTime).toEqual(
      new Date(payerBefore.vipExpireTime.getTime() + 14 * DAY_MS),
    );
    expect(await featureOf(thief.id)).toBeUndefined();
  });

  it('refuses a transaction hash already used by another payment (tx-used)', async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const owner = await newUser(db);
    const { inviter, user: copier } = await activeInvitedUser();
    const copierBefore = await featureOf(copier.id);
    const txHash = await anvilChain().transfer({ amount: usdt('27.9') });
    await prepay(db, env, owner.id, prepayBody(txHash));
    expect((await confirmPayment(db, env, { userId: owner.id, txHash })).status).toBe('confirmed');
    const ownerAfter = await featureOf(owner.id);

    expect(await refusal(prepay(db, env, copier.id, prepayBody(txHash)))).toBe('5021 tx-used');
    // Nor can the owner spend it twice, on a renewal.
    expect(await refusal(prepay(db, env, owner.id, prepayBody(txHash, { plan: 'renew' })))).toBe('5021 tx-used');
    expect(await refusal(confirmPayment(db, env, { userId: copier.id, txHash }))).toBe('5021 unknown-payment');

    expect(await db.select().from(payments).where(eq(payments.txHash, txHash.toLowerCase()))).toHaveLength(1);
    expect(await featureOf(owner.id)).toEqual(ownerAfter);
    expect(await featureOf(copier.id)).toEqual(copierBefore);
    expect(await rewardsOf(inviter.id)).toEqual([]);
  });

  it('keeps waiting on a hash the chain never saw, then expires it after the window, crediting nothing', async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const { inviter, user } = await activeInvitedUser();
    const before = await featureOf(user.id);
    const txHash = keccak256(toHex(`never sent on ${kind}`));
    await prepay(db, env, user.id, prepayBody(txHash));
    expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({
      status: 'pending',
      confirmations: 0,
    });
    anvilChain().advance(PENDING_WINDOW_MS);
    expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({
      status: 'expired',
      confirmations: 0,
    });
    expect(await featureOf(user.id)).toEqual(before);
    expect(await rewardsOf(inviter.id)).toEqual([]);
  });

  it('leaves a transaction waiting in the mempool pending, and credits it once mined and confirmed', async () => {
    const { db } = getTestDatabase();
    const { env, testClient } = anvilChain();
    const { inviter, user, activeUntil } = await activeInvitedUser();
    const before = await featureOf(user.id);
    await testClient.setAutomine(false);
    try {
      const txHash = await anvilChain().send({ amount: usdt('27.9'), gas: 100_000n });
      await prepay(db, env, user.id, prepayBody(txHash));
      expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({
        status: 'pending',
        confirmations: 0,
      });
      expect(await featureOf(user.id)).toEqual(before);
      expect(await rewardsOf(inviter.id)).toEqual([]);

      await anvilChain().mine(ANVIL_VIP_CONFIRMATIONS);
      expect(await confirmPayment(db, env, { userId: user.id, txHash })).toMatchObject({
        status: 'confirmed',
        confirmations: ANVIL_VIP_CONFIRMATIONS,
      });
    } finally {
      await testClient.setAutomine(true);
    }
    expect((await featureOf(user.id)).vipExpireTime).toEqual(new Date(activeUntil.getTime() + 7 * DAY_MS));
    expect(await rewardsOf(inviter.id)).toMatchObject([{ amount: '8.37' }]);
  });

  it(`credits ${CONCURRENT_CONFIRMS} concurrent confirms of one transaction exactly once, reward included`, async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const { inviter, user, activeUntil } = await activeInvitedUser();
    const txHash = await anvilChain().transfer({ amount: usdt('27.9') });
    await prepay(db, env, user.id, prepayBody(txHash));

    const databases = [db, otherInstance?.db ?? db];
    const views = await Promise.all(
      Array.from({ length: CONCURRENT_CONFIRMS }, (_, index) =>
        confirmPayment(databases[index % 2], env, { userId: user.id, txHash }),
      ),
    );
    expect(views.map((view) => view.status)).toEqual(Array(CONCURRENT_CONFIRMS).fill('confirmed'));
    // One extension of the active week: two would have reached 15 days.
    expect((await featureOf(user.id)).vipExpireTime).toEqual(new Date(activeUntil.getTime() + 7 * DAY_MS));
    expect(await rewardsOf(inviter.id)).toMatchObject([{ inviteeId: user.id, amount: '8.37' }]);
  });

  it('has the pending-payment job confirm a payment once the chain mines the missing confirmations', async () => {
    const { db } = getTestDatabase();
    const { env } = anvilChain();
    const user = await newUser(db);
    const txHash = await anvilChain().transfer({ amount: usdt('27.9') }, 1);
    const { id } = await prepay(db, env, user.id, prepayBody(txHash));
    const paymentRow = async () => (await db.select().from(payments).where(eq(payments.id, id)))[0];

    await runVipPaymentCheck(db, env);
    expect(await paymentRow()).toMatchObject({ status: 'pending', confirmationsSeen: 1 });
    expect(await featureOf(user.id)).toBeUndefined();

    await anvilChain().mine(ANVIL_VIP_CONFIRMATIONS - 1);
    await runVipPaymentCheck(db, env);
    expect(await paymentRow()).toMatchObject({ status: 'confirmed', confirmationsSeen: ANVIL_VIP_CONFIRMATIONS });
    expect((await featureOf(user.id)).vipExpireTime).toEqual(new Date(anvilChain().clock.getTime() + 7 * DAY_MS));
  });
});
