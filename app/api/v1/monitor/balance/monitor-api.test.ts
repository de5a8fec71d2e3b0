import { closeDb, getDb, provideDatabase } from '@/db';
import { monitorEntries, NATIVE_TOKEN } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { createSession } from '@/lib/server/auth/session';
import { ENTRIES_PER_UNIT, type MonitorEntryView, type MonitorList } from '@/lib/server/monitor';
import { grantVip, newUser, randomAddress } from '@/lib/server/monitor/testing/chain';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { createBrowser } from '@/test/api-client';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { POST as remove } from './del/route';
import { GET as events } from './events/route';
import { POST as label } from './label/route';
import { GET as readNotify, POST as writeNotify } from './notify/route';
import { POST as add, GET as list } from './route';

const CHAIN_ID = 31337;

async function signedInBrowser(features: ('balanceMonitor' | 'monitorNotify')[] = [], language = 'en-US') {
  const db = await getDb();
  const user = await newUser(db);
  for (const feature of features) await grantVip(db, user.id, feature);
  const browser = createBrowser('http://localhost:3000', { 'accept-language': language });
  browser.jar.set('next-auth.session-token', await createSession(db, user.id));
  return { browser, user };
}

let anvil: AnvilInstance | undefined;
let token: TestToken;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID });
  process.env[`CHAIN_RPC_${CHAIN_ID}`] = anvil.rpcUrl;
  token = await deployTestToken(anvil.rpcUrl);
}, 30_000);

afterAll(async () => {
  delete process.env[`CHAIN_RPC_${CHAIN_ID}`];
  await anvil?.stop();
});

describe.each(TEST_DATABASE_KINDS)('balance monitor API on %s', (kind) => {
  beforeAll(async () => {
    provideDatabase(await createTestDatabase(kind));
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  const addBody = () => ({ chainId: CHAIN_ID, address: randomAddress() });

  it('answers 5006 to a signed-out browser on every call', async () => {
    const browser = createBrowser();
    const answers = [
      await browser.get(list, '/api/v1/monitor/balance'),
      await browser.post(add, '/api/v1/monitor/balance', addBody()),
      await browser.post(remove, '/api/v1/monitor/balance/del', { id: 1 }),
      await browser.post(label, '/api/v1/monitor/balance/label', { id: 1, label: 'x' }),
      await browser.get(events, '/api/v1/monitor/balance/events?id=1'),
      await browser.get(readNotify, '/api/v1/monitor/balance/notify'),
      await browser.post(writeNotify, '/api/v1/monitor/balance/notify', { emailEnabled: false }),
    ];
    expect(answers.map((answer) => [answer.code, answer.status])).toEqual(Array(7).fill([5006, 401]));
  });

  it('answers 5020 naming the feature without the VIP, in the request language', async () => {
    const { browser } = await signedInBrowser();
    const listed = await browser.get(list, '/api/v1/monitor/balance');
    expect(listed).toMatchObject({ code: 5020, status: 403, message: 'This feature requires VIP: balanceMonitor' });
    expect((await browser.post(add, '/api/v1/monitor/balance', addBody())).code).toBe(5020);
    expect((await browser.post(remove, '/api/v1/monitor/balance/del', { id: 1 })).code).toBe(5020);

    const { browser: chinese } = await signedInBrowser(['balanceMonitor'], 'zh-CN');
    const notify = await chinese.get(readNotify, '/api/v1/monitor/balance/notify');
    expect(notify).toMatchObject({ code: 5020, message: '该功能需要开通 VIP: monitorNotify' });
  });

  it('adds, lists and deletes; 5016 names the bad field, 5021 explains in the request language', async () => {
    const { browser } = await signedInBrowser(['balanceMonitor']);
    const holder = randomAddress();
    await token.mint(holder, 12_340_000n);
    const created = await browser.post<MonitorEntryView>(add, '/api/v1/monitor/balance', {
      chainId: String(CHAIN_ID),
      address: holder.toUpperCase().replace('0X', '0x'),
      token: token.address,
      label: 'payroll',
    });
    expect(created).toMatchObject({
      code: 0,
      data: {
        address: holder,
        token: token.address.toLowerCase(),
        symbol: 'tUSDT',
        balance: '12.34',
        label: 'payroll',
      },
    });
    const native = await browser.post<MonitorEntryView>(add, '/api/v1/monitor/balance', {
      chainId: CHAIN_ID,
      address: holder,
    });
    expect(native.data).toMatchObject({ token: NATIVE_TOKEN, balance: '0', label: null });

    const listed = await browser.get<MonitorList>(list, '/api/v1/monitor/balance');
    expect(listed).toMatchObject({ code: 0, data: { count: 2, limit: ENTRIES_PER_UNIT } });
    expect(listed.data.entries.map((entry) => entry.id)).toEqual([created.data.id, native.data.id]);

    const relabelled = await browser.post(label, '/api/v1/monitor/balance/label', { id: created.data.id, label: '' });
    expect(relabelled).toMatchObject({ code: 0, data: { id: created.data.id, label: null } });
    const history = await browser.get(events, `/api/v1/monitor/balance/events?id=${created.data.id}&pageSize=5`);
    expect(history).toMatchObject({ code: 0, data: { list: [], total: 0, page: 1, pageSize: 5 } });

    const bad = (body: unknown) => browser.post(add, '/api/v1/monitor/balance', body);
    expect(await bad({ chainId: CHAIN_ID, address: '0x1234' })).toMatchObject({
      code: 5016,
      status: 400,
      message: 'Bad request parameters: address',
    });
    expect((await bad({ chainId: 195, address: holder })).message).toBe('Bad request parameters: chainId');
    expect((await bad({ chainId: CHAIN_ID, address: holder, token: randomAddress() })).message).toBe(
      'Bad request parameters: token',
    );
    expect((await browser.get(events, '/api/v1/monitor/balance/events?id=1&pageSize=101')).code).toBe(5016);
    expect((await browser.post(remove, '/api/v1/monitor/balance/del', { id: 'x' })).code).toBe(5016);

    const again = await bad({ chainId: CHAIN_ID, address: holder, token: token.address });
    expect(again).toMatchObject({
      code: 5021,
      message: 'You already watch this token on this address: already-watched',
    });

    const removed = await browser.post(remove, '/api/v1/monitor/balance/del', { id: created.data.id });
    expect(removed).toMatchObject({ code: 0, data: { id: created.data.id } });
    const gone = await browser.post(remove, '/api/v1/monitor/balance/del', { id: created.data.id });
    expect(gone).toMatchObject({ code: 5021, status: 404, message: expect.stringMatching(/: entry-not-found$/) });
    expect((await browser.get<MonitorList>(list, '/api/v1/monitor/balance')).data.count).toBe(1);
  });

  it("answers 5017 past the allowance and never deletes another user's entry", async () => {
    const db = await getDb();
    const { browser: owner, user } = await signedInBrowser(['balanceMonitor'], 'zh-CN');
    await db.insert(monitorEntries).values(
      Array.from({ length: ENTRIES_PER_UNIT }, () => ({
        userId: user.id,
        chainId: CHAIN_ID,
        address: randomAddress(),
        token: NATIVE_TOKEN,
        tokenSymbol: 'ETH',
        tokenDecimals: 18,
      })),
    );
    const over = await owner.post(add, '/api/v1/monitor/balance', addBody());
    expect(over).toMatchObject({ code: 5017, message: `订阅数量超过上限: ${ENTRIES_PER_UNIT}` });

    const [first] = (await owner.get<MonitorList>(list, '/api/v1/monitor/balance')).data.entries;
    const { browser: stranger } = await signedInBrowser(['balanceMonitor']);
    expect((await stranger.post(remove, '/api/v1/monitor/balance/del', { id: first.id })).code).toBe(5021);
    expect((await stranger.get(events, `/api/v1/monitor/balance/events?id=${first.id}`)).code).toBe(5021);
    expect((await owner.get<MonitorList>(list, '/api/v1/monitor/balance')).data.count).toBe(ENTRIES_PER_UNIT);
  });

  it('reads and writes the notification settings, the mail language from the request', async () => {
    const { browser, user } = await signedInBrowser(['balanceMonitor', 'monitorNotify'], 'zh-CN');
    expect(await browser.get(readNotify, '/api/v1/monitor/balance/notify')).toMatchObject({
      code: 0,
      data: { emailEnabled: true, minChange: '0', language: 'en', email: user.email },
    });
    const saved = await browser.post(writeNotify, '/api/v1/monitor/balance/notify', {
      emailEnabled: false,
      minChange: 2.5,
    });
    expect(saved).toMatchObject({ code: 0, data: { emailEnabled: false, minChange: '2.5', language: 'cn' } });
    const bad = await browser.post(writeNotify, '/api/v1/monitor/balance/notify', { minChange: '-1' });
    expect(bad).toMatchObject({ code: 5016, message: '请求参数错误: minChange' });
  });
});
