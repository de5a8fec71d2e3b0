import { eq } from 'drizzle-orm';
import { payments } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import type { ApiError } from '@/lib/server/api/handler';
import { MAX_PENDING_PER_USER, prepay } from './prepay';
import {
  BSC_USDT,
  FakeChain,
  newUser,
  OTHER_TOKEN,
  prepayBody,
  randomEvmHash,
  randomTronAddress,
  TRON_USDT,
} from './testing/fake-chain';

/** The envelope code and detail a call fails with. */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = (await call.then(
    () => ({ code: 0, detail: 'no error' }),
    (thrown: ApiError) => thrown,
  )) as ApiError;
  return `${error.code} ${error.detail}`;
}

describe.each(TEST_DATABASE_KINDS)('prepay on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const chain = new FakeChain();
  const env = chain.environment();

  it('records a pending payment priced by the server, in the token units of the chain', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    const view = await prepay(db, env, user.id, prepayBody({ txHash: `0x${'AB'.repeat(32)}` }));
    expect(view).toMatchObject({ status: 'pending', amount: '27.9', txHash: `0x${'ab'.repeat(32)}` });
    expect(view.requiredConfirmations).toBe(3);
    const [row] = await db.select().from(payments).where(eq(payments.id, view.id));
    expect(row.expectedUnits).toBe(27_900_000n);
    expect(new Date(view.expiresAt).getTime() - chain.clock.getTime()).toBe(2 * 60 * 60 * 1000);

    const onBsc = prepayBody({ chainId: 56, tokenAddress: BSC_USDT.address, vipDays: 30, tokenAmount: '99.000' });
    const bsc = await prepay(db, env, user.id, onBsc);
    const [bscRow] = await db.select().from(payments).where(eq(payments.id, bsc.id));
    expect(bscRow.expectedUnits).toBe(99n * 10n ** 18n);

    const tronHash = 'CD'.repeat(32);
    const onTron = prepayBody({
      chainId: 195,
      tokenAddress: TRON_USDT.address,
      walletAddress: randomTronAddress(),
      txHash: tronHash,
      vipDays: 365,
      tokenAmount: '1000',
    });
    expect(await prepay(db, env, user.id, onTron)).toMatchObject({ amount: '1000', txHash: 'cd'.repeat(32) });
  });

  it('refuses a tokenAmount below the price, naming the price; a quote above it is recorded at the price', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    expect(await refusal(prepay(db, env, user.id, prepayBody({ tokenAmount: '1' })))).toBe(
      '5016 tokenAmount (expected 27.9)',
    );
    expect(await refusal(prepay(db, env, user.id, prepayBody({ tokenAmount: '27.9000001' })))).toMatch(/^5016 token/);
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
    expect(await prepay(db, env, user.id, prepayBody({ tokenAmount: '28' }))).toMatchObject({ amount: '27.9' });
  });

  it.each([
    ['chainId', { chainId: 10 }],
    ['tokenAddress', { tokenAddress: OTHER_TOKEN }],
    ['tokenAddress', { chainId: 56 }],
    ['walletAddress', { walletAddress: 'nope' }],
    ['walletAddress', { chainId: 195, tokenAddress: TRON_USDT.address }],
    ['txHash', { txHash: '0x1234' }],
    ['vipDays', { vipDays: 8 }],
    ['credit', { plan: 'expand', credit: 0 }],
  ])('answers 5016 %s for a bad %s', async (field, overrides) => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    expect(await refusal(prepay(db, env, user.id, prepayBody(overrides as never)))).toBe(`5016 ${field}`);
  });

  it('refuses payments on a family without a receiving address', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    const noTron = chain.environment({ receivers: { evm: env.receivers.evm, tron: null } });
    const body = prepayBody({ chainId: 195, tokenAddress: TRON_USDT.address, walletAddress: randomTronAddress() });
    expect(await refusal(prepay(db, noTron, user.id, body))).toBe('5016 chainId');
  });

  it('answers a re-post of the same prepay with the same payment, and refuses any other use of the hash', async () => {
    const { db } = getTestDatabase();
    const [owner, other] = [await newUser(db), await newUser(db)];
    const body = prepayBody();
    const first = await prepay(db, env, owner.id, body);
    expect(await prepay(db, env, owner.id, { ...body, txHash: body.txHash.toUpperCase().replace('0X', '0x') })).toEqual(
      first,
    );
    expect(await refusal(prepay(db, env, other.id, body))).toBe('5021 tx-used');
    expect(await refusal(prepay(db, env, owner.id, { ...body, feature: 'fastRPC' }))).toBe('5021 tx-used');
    await db.update(payments).set({ status: 'confirmed' }).where(eq(payments.id, first.id));
    expect(await refusal(prepay(db, env, owner.id, body))).toBe('5021 tx-used');
    // Two racing prepays of one hash: one payment, and the loser gets the same answer or the refusal.
    const racing = prepayBody();
    const results = await Promise.allSettled([prepay(db, env, owner.id, racing), prepay(db, env, other.id, racing)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.txHash, racing.txHash))).toHaveLength(1);
  });

  it('refuses expand without an active feature, and too many pending payments', async () => {
    const { db } = getTestDatabase();
    const user = await newUser(db);
    const expand = prepayBody({ plan: 'expand', credit: 1, tokenAmount: '3.3' });
    expect(await refusal(prepay(db, env, user.id, expand))).toBe('5021 not-active');
    for (let index = 0; index < MAX_PENDING_PER_USER; index += 1)
      await prepay(db, env, user.id, prepayBody({ txHash: randomEvmHash() }));
    expect(await refusal(prepay(db, env, user.id, prepayBody()))).toBe('5021 too-many-pending');
  });
});
