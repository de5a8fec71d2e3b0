import { eq } from 'drizzle-orm';
import { closeDb, getDb, provideDatabase } from '@/db';
import { users } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { createSession } from '@/lib/server/auth/session';
import { provideVipEnvironment } from '@/lib/server/vip';
import { ETH_USDT, FakeChain, newUser, prepayBody } from '@/lib/server/vip/testing/fake-chain';
import { createBrowser } from '@/test/api-client';
import { GET as info } from '../account/info/route';
import { GET as address } from './pay/address/route';
import { GET as check } from './pay/check/route';
import { POST as confirm } from './pay/confirm/route';
import { GET as history } from './payment/route';
import { POST as prepay } from './prepay/route';
import { GET as profit } from './profit/route';

async function signedInBrowser(invitedBy: number | null = null, language = 'en-US') {
  const db = await getDb();
  const user = await newUser(db, invitedBy);
  const browser = createBrowser('http://localhost:3000', { 'accept-language': language });
  browser.jar.set('next-auth.session-token', await createSession(db, user.id));
  return { browser, user };
}

describe.each(TEST_DATABASE_KINDS)('VIP API on %s', (kind) => {
  const chain = new FakeChain();

  beforeAll(async () => {
    provideDatabase(await createTestDatabase(kind));
    provideVipEnvironment(chain.environment());
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    provideVipEnvironment(undefined);
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('answers 5006 to a signed-out browser, except for the public pay address', async () => {
    const browser = createBrowser();
    const answers = [
      await browser.post(prepay, '/api/v1/vip/prepay', prepayBody()),
      await browser.post(confirm, '/api/v1/vip/pay/confirm', { txHash: prepayBody().txHash }),
      await browser.get(check, '/api/v1/vip/pay/check?delay=0'),
      await browser.get(history, '/api/v1/vip/payment?page=1&pageSize=10'),
      await browser.get(profit, '/api/v1/vip/profit'),
    ];
    expect(answers.map((answer) => [answer.code, answer.status])).toEqual(Array(5).fill([5006, 401]));
    const open = await browser.get(address, '/api/v1/vip/pay/address');
    expect(open.code).toBe(0);
    expect(open.data).toMatchObject({
      chains: expect.arrayContaining([
        expect.objectContaining({
          chainId: 1,
          name: 'Ethereum',
          family: 'evm',
          tokens: [{ address: ETH_USDT.address, symbol: 'USDT', decimals: 6 }],
          confirmations: 3,
          prices: [
            { days: 7, amount: '27.9' },
            { days: 30, amount: '99' },
            { days: 365, amount: '999' },
          ],
        }),
        expect.objectContaining({
          chainId: 195,
          family: 'tron',
          prices: expect.arrayContaining([{ days: 7, amount: '28.9' }]),
        }),
      ]),
    });
  });

  it('answers 5016 naming the bad field, the price included for a wrong tokenAmount', async () => {
    const { browser } = await signedInBrowser();
    const bad = async (body: unknown) => browser.post(prepay, '/api/v1/vip/prepay', body);
    expect(await bad(prepayBody({ tokenAmount: '20' }))).toMatchObject({
      code: 5016,
      status: 400,
      message: expect.stringContaining('tokenAmount (expected 27.9)'),
    });
    expect((await bad({ ...prepayBody(), feature: 'teleport' })).message).toMatch(/feature/);
    expect((await bad({ ...prepayBody(), plan: 'steal' })).message).toMatch(/plan/);
    expect((await bad(prepayBody({ walletAddress: '0x12' }))).message).toMatch(/walletAddress/);
    expect((await bad(prepayBody({ vipDays: 9 }))).message).toMatch(/vipDays/);
    const numeric = await bad({ ...prepayBody(), tokenAmount: 27.9, chainId: '1' });
    expect(numeric).toMatchObject({ code: 0, data: { status: 'pending', amount: '27.9' } });
    expect((await browser.get(history, '/api/v1/vip/payment?page=1&pageSize=101')).code).toBe(5016);
    expect((await browser.post(confirm, '/api/v1/vip/pay/confirm', { txHash: 'x' })).code).toBe(5016);
  });

  it('pays, waits for confirmations, confirms and shows the feature active in account info', async () => {
    const { browser } = await signedInBrowser();
    const body = prepayBody();
    expect((await browser.post(prepay, '/api/v1/vip/prepay', body)).code).toBe(0);
    chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n }, 1);
    const waiting = await browser.post(confirm, '/api/v1/vip/pay/confirm', { txHash: body.txHash });
    expect(waiting).toMatchObject({ code: 0, data: { status: 'pending', confirmations: 1, requiredConfirmations: 3 } });
    setTimeout(() => chain.pay(body.txHash, { from: body.walletAddress, amount: 27_900_000n }, 3), 100);
    const polled = await browser.get(check, '/api/v1/vip/pay/check?delay=10000');
    expect(polled).toMatchObject({ code: 0, data: { hasPending: false, payments: [{ status: 'confirmed' }] } });
    const done = await browser.post(confirm, '/api/v1/vip/pay/confirm', { txHash: body.txHash });
    expect(done).toMatchObject({ code: 0, data: { status: 'confirmed' } });
    const me = await browser.get(info, '/api/v1/account/info');
    expect(me.data).toMatchObject({ vipFeatures: [{ feature: 'balanceMonitor', isVip: true, credit: 0 }] });
    expect((await browser.get(history, '/api/v1/vip/payment')).data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
  });

  it('refuses with 5021, a message in the request language and the reason slug', async () => {
    const { browser } = await signedInBrowser();
    const { browser: chinese } = await signedInBrowser(null, 'zh-CN');
    const body = prepayBody();
    await browser.post(prepay, '/api/v1/vip/prepay', body);
    const reused = await chinese.post(prepay, '/api/v1/vip/prepay', body);
    expect(reused).toMatchObject({ code: 5021, message: expect.stringMatching(/[\u4e00-\u9fff].*: tx-used$/) });
    expect((await chinese.post(confirm, '/api/v1/vip/pay/confirm', { txHash: body.txHash })).message).toMatch(
      /unknown-payment$/,
    );
    chain.pay(body.txHash, { from: body.walletAddress, amount: 1n });
    const underpaid = await browser.post(confirm, '/api/v1/vip/pay/confirm', { txHash: body.txHash });
    expect(underpaid).toEqual(
      expect.objectContaining({
        code: 5021,
        status: 400,
        message: 'The transaction pays less than the price: underpaid',
      }),
    );
    expect((await browser.get(info, '/api/v1/account/info')).data).toMatchObject({ vipFeatures: [] });
  });

  it("refuses a prepay naming a wallet bound to another account (a stranger's transaction claimed first)", async () => {
    const db = await getDb();
    const { user: victim } = await signedInBrowser();
    const victimWallet = prepayBody().walletAddress;
    await db.update(users).set({ address: victimWallet.toLowerCase() }).where(eq(users.id, victim.id));
    const { browser: attacker } = await signedInBrowser();
    const claimed = await attacker.post(prepay, '/api/v1/vip/prepay', prepayBody({ walletAddress: victimWallet }));
    expect(claimed).toMatchObject({ code: 5021, message: expect.stringMatching(/: wallet-of-another-account$/) });
  });

  it('shows the inviter its referral profit', async () => {
    const { browser: inviter, user } = await signedInBrowser();
    const { browser: invitee } = await signedInBrowser(user.id);
    const body = prepayBody({ vipDays: 365, tokenAmount: '999' });
    await invitee.post(prepay, '/api/v1/vip/prepay', body);
    chain.pay(body.txHash, { from: body.walletAddress, amount: 999_000_000n });
    expect((await invitee.post(confirm, '/api/v1/vip/pay/confirm', { txHash: body.txHash })).code).toBe(0);
    const earned = await inviter.get(profit, '/api/v1/vip/profit');
    expect(earned.data).toMatchObject({ totals: [{ chainId: 1, amount: '299.7' }], entryCount: 1 });
  });
});
