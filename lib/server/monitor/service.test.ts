import { eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { monitorEntries, monitorEvents, NATIVE_TOKEN } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { ApiError } from '@/lib/server/api/handler';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { ENTRIES_PER_UNIT } from './allowance';
import { addBodySchema, notifyBodySchema } from './schemas';
import {
  addEntry,
  entryEvents,
  getNotifySettings,
  listEntries,
  RECENT_EVENTS_IN_LIST,
  removeEntry,
  setNotifySettings,
  updateLabel,
} from './service';
import { grantVip, newUser, randomAddress, sendEth } from './testing/chain';

// A local chain posing as an unregistered EVM chain (id 31337), known to the server through CHAIN_RPC_31337.
const CHAIN_ID = 31337;

async function refusal(promise: Promise<unknown>): Promise<{ code: number; detail?: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, detail: error.detail };
    throw error;
  }
  throw new Error('expected a refusal');
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

describe('monitor schemas', () => {
  it('checks addresses with isAddress, lowercases them and reads a missing token as native', () => {
    const checksummed = ANVIL_ACCOUNTS[1].address;
    expect(addBodySchema.parse({ chainId: '1', address: checksummed })).toEqual({
      chainId: 1,
      address: checksummed.toLowerCase(),
      token: NATIVE_TOKEN,
      label: null,
    });
    const bad = (body: Record<string, unknown>) =>
      addBodySchema.safeParse({ chainId: 1, address: checksummed, ...body }).error?.issues.map((i) => i.path[0]);
    expect(bad({ address: '0x12' })).toEqual(['address']);
    // A mixed-case address whose EIP-55 checksum is wrong is a typo, not an address.
    expect(bad({ address: checksummed.replace(/[a-f]/, (c) => c.toUpperCase()) })).toEqual(['address']);
    expect(bad({ token: 'usdt' })).toEqual(['token']);
    expect(bad({ chainId: 0 })).toEqual(['chainId']);
    expect(bad({ label: 'x'.repeat(65) })).toEqual(['label']);
    expect(bad({ token: '' })).toBeUndefined();
    expect(bad({ address: `0x${checksummed.slice(2).toUpperCase()}` })).toBeUndefined();
  });

  it('accepts exact decimal thresholds only', () => {
    expect(notifyBodySchema.parse({ minChange: 0.5 })).toEqual({ minChange: '0.5' });
    expect(notifyBodySchema.safeParse({ minChange: '-1' }).success).toBe(false);
    expect(notifyBodySchema.safeParse({ minChange: '1e3' }).success).toBe(false);
    expect(notifyBodySchema.safeParse({ minChange: 1e21 }).success).toBe(false);
    expect(notifyBodySchema.safeParse({ language: 'de' }).success).toBe(false);
  });
});

describe.each(TEST_DATABASE_KINDS)('balance monitor service on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);

  async function vipUser(db: Database, credit = 0) {
    const user = await newUser(db);
    await grantVip(db, user.id, 'balanceMonitor', { credit });
    return user;
  }

  /** Fills the user's allowance with entries written straight to the table (no chain reads needed). */
  async function fillEntries(db: Database, userId: number, count: number) {
    const rows = Array.from({ length: count }, () => ({
      userId,
      chainId: CHAIN_ID,
      address: randomAddress(),
      token: NATIVE_TOKEN,
      tokenSymbol: 'ETH',
      tokenDecimals: 18,
    }));
    await db.insert(monitorEntries).values(rows);
  }

  it('answers 5020 to every call without an active balanceMonitor, expired included', async () => {
    const { db } = getTestDatabase();
    const never = await newUser(db);
    const lapsed = await newUser(db);
    await grantVip(db, lapsed.id, 'balanceMonitor', { days: -1 });
    // monitorNotify alone does not open the monitor.
    await grantVip(db, lapsed.id, 'monitorNotify');
    for (const user of [never, lapsed]) {
      const calls = [
        () => listEntries(db, user.id),
        () => addEntry(db, user.id, { chainId: CHAIN_ID, address: randomAddress(), token: NATIVE_TOKEN, label: null }),
        () => removeEntry(db, user.id, 1),
        () => updateLabel(db, user.id, 1, 'x'),
        () => entryEvents(db, user.id, { id: 1, page: 1, pageSize: 10 }),
        () => getNotifySettings(db, user.id),
        () => setNotifySettings(db, user.id, { emailEnabled: false }, 'en'),
      ];
      for (const call of calls) expect(await refusal(call())).toEqual({ code: 5020, detail: 'balanceMonitor' });
    }
  });

  it('answers 5020 monitorNotify to the notify settings without that add-on', async () => {
    const { db } = getTestDatabase();
    const user = await vipUser(db);
    await grantVip(db, user.id, 'monitorNotify', { days: -1 });
    expect(await refusal(getNotifySettings(db, user.id))).toEqual({ code: 5020, detail: 'monitorNotify' });
    expect(await refusal(setNotifySettings(db, user.id, {}, 'en'))).toEqual({ code: 5020, detail: 'monitorNotify' });
  });

  it('adds native and ERC-20 entries with the balance, symbol and decimals read from the chain', async () => {
    const { db } = getTestDatabase();
    const user = await vipUser(db);
    const holder = randomAddress();
    await sendEth(anvil?.rpcUrl as string, CHAIN_ID, holder, 1_234_567_890_123_456_789n);
    await token.mint(holder, 42_500_001n);

    const native = await addEntry(db, user.id, {
      chainId: CHAIN_ID,
      address: holder,
      token: NATIVE_TOKEN,
      label: 'hot wallet',
    });
    expect(native).toMatchObject({
      chainId: CHAIN_ID,
      address: holder,
      token: 'native',
      symbol: 'ETH',
      decimals: 18,
      label: 'hot wallet',
      balance: '1.234567890123456789',
      isPaused: false,
      recentEvents: [],
    });
    const erc20 = await addEntry(db, user.id, {
      chainId: CHAIN_ID,
      address: holder,
      token: token.address.toLowerCase(),
      label: null,
    });
    expect(erc20).toMatchObject({
      token: token.address.toLowerCase(),
      symbol: 'tUSDT',
      decimals: 6,
      balance: '42.500001',
    });
    const [stored] = await db.select().from(monitorEntries).where(eq(monitorEntries.id, erc20.id));
    expect(stored.lastBalance).toBe(42_500_001n);

    const list = await listEntries(db, user.id);
    expect(list).toMatchObject({ count: 2, limit: ENTRIES_PER_UNIT });
    expect(list.entries.map((entry) => entry.id)).toEqual([native.id, erc20.id]);
  });

  it('refuses what it cannot watch: unknown chain, non-ERC-20 token, the same target twice, a dead RPC', async () => {
    const { db } = getTestDatabase();
    const user = await vipUser(db);
    const address = randomAddress();
    const add = (input: Partial<Parameters<typeof addEntry>[2]>) =>
      addEntry(db, user.id, { chainId: CHAIN_ID, address, token: NATIVE_TOKEN, label: null, ...input });
    // Tron is in the registry but not EVM; 999 has no RPC configured.
    expect(await refusal(add({ chainId: 195 }))).toEqual({ code: 5016, detail: 'chainId' });
    expect(await refusal(add({ chainId: 999 }))).toEqual({ code: 5016, detail: 'chainId' });
    expect(await refusal(add({ token: randomAddress() }))).toEqual({ code: 5016, detail: 'token' });
    await add({});
    expect(await refusal(add({}))).toEqual({ code: 5021, detail: 'already-watched' });

    process.env.CHAIN_RPC_424242 = 'http://127.0.0.1:9';
    jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await refusal(add({ chainId: 424242 }))).toEqual({ code: 5021, detail: 'chain-unavailable' });
    } finally {
      delete process.env.CHAIN_RPC_424242;
      jest.restoreAllMocks();
    }
    expect(await db.select().from(monitorEntries).where(eq(monitorEntries.userId, user.id))).toHaveLength(1);
  });

  it('allows 20 entries per unit, units = 1 + credit, and answers 5017 past it', async () => {
    const { db } = getTestDatabase();
    const user = await vipUser(db);
    await fillEntries(db, user.id, ENTRIES_PER_UNIT - 1);
    const add = () =>
      addEntry(db, user.id, { chainId: CHAIN_ID, address: randomAddress(), token: NATIVE_TOKEN, label: null });
    await add();
    expect(await refusal(add())).toEqual({ code: 5017, detail: String(ENTRIES_PER_UNIT) });

    await grantVip(db, user.id, 'balanceMonitor', { credit: 2 });
    await fillEntries(db, user.id, 2 * ENTRIES_PER_UNIT - 1);
    await add();
    expect(await refusal(add())).toEqual({ code: 5017, detail: String(3 * ENTRIES_PER_UNIT) });

    // Concurrent adds cannot race past the allowance either.
    await db.delete(monitorEntries).where(eq(monitorEntries.userId, user.id));
    await fillEntries(db, user.id, 3 * ENTRIES_PER_UNIT - 2);
    const outcomes = await Promise.allSettled([add(), add(), add(), add()]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(await db.select().from(monitorEntries).where(eq(monitorEntries.userId, user.id))).toHaveLength(
      3 * ENTRIES_PER_UNIT,
    );

    // After the credit drops, the entries past the allowance stay but are paused, the newest first.
    await grantVip(db, user.id, 'balanceMonitor', { credit: 0 });
    const list = await listEntries(db, user.id);
    expect(list).toMatchObject({ count: 3 * ENTRIES_PER_UNIT, limit: ENTRIES_PER_UNIT });
    expect(list.entries.map((entry) => entry.isPaused)).toEqual([
      ...Array(ENTRIES_PER_UNIT).fill(false),
      ...Array(2 * ENTRIES_PER_UNIT).fill(true),
    ]);
  });

  it("touches the user's own entries only", async () => {
    const { db } = getTestDatabase();
    const owner = await vipUser(db);
    const stranger = await vipUser(db);
    const entry = await addEntry(db, owner.id, {
      chainId: CHAIN_ID,
      address: randomAddress(),
      token: NATIVE_TOKEN,
      label: 'mine',
    });
    const notFound = { code: 5021, detail: 'entry-not-found' };
    expect(await refusal(removeEntry(db, stranger.id, entry.id))).toEqual(notFound);
    expect(await refusal(updateLabel(db, stranger.id, entry.id, 'stolen'))).toEqual(notFound);
    expect(await refusal(entryEvents(db, stranger.id, { id: entry.id, page: 1, pageSize: 10 }))).toEqual(notFound);
    expect((await listEntries(db, stranger.id)).entries).toEqual([]);

    expect(await updateLabel(db, owner.id, entry.id, null)).toEqual({ id: entry.id, label: null });
    expect(await updateLabel(db, owner.id, entry.id, 'cold')).toEqual({ id: entry.id, label: 'cold' });
    expect(await removeEntry(db, owner.id, entry.id)).toEqual({ id: entry.id });
    expect(await refusal(removeEntry(db, owner.id, entry.id))).toEqual(notFound);
  });

  it('lists the recent changes with each entry and pages through all of them', async () => {
    const { db } = getTestDatabase();
    const user = await vipUser(db);
    const entry = await addEntry(db, user.id, {
      chainId: CHAIN_ID,
      address: randomAddress(),
      token: token.address.toLowerCase(),
      label: null,
    });
    await db.insert(monitorEvents).values(
      Array.from({ length: 8 }, (_, index) => ({
        entryId: entry.id,
        oldBalance: BigInt(index) * 1_000_000n,
        newBalance: BigInt(index + 1) * 1_000_000n + 1n,
        blockNumber: 100 + index,
      })),
    );
    const [listed] = (await listEntries(db, user.id)).entries;
    expect(listed.recentEvents).toHaveLength(RECENT_EVENTS_IN_LIST);
    expect(listed.recentEvents[0]).toMatchObject({
      oldBalance: '7',
      newBalance: '8.000001',
      change: '1.000001',
      blockNumber: 107,
    });
    const page = await entryEvents(db, user.id, { id: entry.id, page: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page.list.map((event) => event.blockNumber)).toEqual([104, 103, 102]);
  });

  it('keeps notification settings: defaults, partial updates, one spelling per threshold, the language', async () => {
    const { db } = getTestDatabase();
    const user = await vipUser(db);
    await grantVip(db, user.id, 'monitorNotify');
    expect(await getNotifySettings(db, user.id)).toEqual({
      emailEnabled: true,
      minChange: '0',
      language: 'en',
      email: user.email,
    });
    expect(await setNotifySettings(db, user.id, { minChange: '0010.500' }, 'cn')).toEqual({
      emailEnabled: true,
      minChange: '10.5',
      language: 'cn',
      email: user.email,
    });
    expect(await setNotifySettings(db, user.id, { emailEnabled: false, language: 'en' }, 'cn')).toMatchObject({
      emailEnabled: false,
      minChange: '10.5',
      language: 'en',
    });
  });
});
