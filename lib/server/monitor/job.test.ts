import { eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { jobs, monitorEntries, monitorEvents, NATIVE_TOKEN } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { installRealMulticall3 } from '@/test/multicall';
import { type SmtpSink, startSmtpSink } from '@/test/smtp-sink';
import { chainName } from './chain-reader';
import { BALANCE_MONITOR_JOB, EVENTS_KEPT_PER_ENTRY, runBalanceMonitor, scheduleBalanceMonitor } from './job';
import { addEntry, setNotifySettings } from './service';
import { grantVip, newUser, randomAddress, sendEth } from './testing/chain';

// Two real chains: anvil as an unregistered chain 31337 without Multicall3 (read by batched JSON-RPC), and anvil as
// BSC (56) with Multicall3 at its canonical address (read by multicall). Each has a 6-decimal TestUSDT.
const BATCH_CHAIN = 31337;
const MULTICALL_CHAIN = 56;

interface LocalChain {
  chainId: number;
  anvil: AnvilInstance;
  token: TestToken;
}

const chains: LocalChain[] = [];
let sink: SmtpSink;

async function startChain(chainId: number, withMulticall: boolean): Promise<LocalChain> {
  const anvil = await startAnvil({ chainId });
  process.env[`CHAIN_RPC_${chainId}`] = anvil.rpcUrl;
  if (withMulticall) await installRealMulticall3(anvil.rpcUrl);
  return { chainId, anvil, token: await deployTestToken(anvil.rpcUrl) };
}

beforeAll(async () => {
  chains.push(await startChain(BATCH_CHAIN, false), await startChain(MULTICALL_CHAIN, true));
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
}, 60_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  for (const { chainId, anvil } of chains) {
    delete process.env[`CHAIN_RPC_${chainId}`];
    await anvil.stop();
  }
  await sink?.close();
});

afterEach(() => jest.restoreAllMocks());

describe.each(TEST_DATABASE_KINDS)('the balance-monitor job on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);

  async function monitorUser(db: Database, options: { notify?: boolean; email?: string | null } = {}) {
    const user = await newUser(db, options.email === undefined ? undefined : options.email);
    await grantVip(db, user.id, 'balanceMonitor');
    if (options.notify) await grantVip(db, user.id, 'monitorNotify');
    return user;
  }

  /** Watches a fresh address's native and TestUSDT balances on the chain. */
  async function watchFresh(db: Database, userId: number, chain: LocalChain) {
    const holder = randomAddress();
    const native = await addEntry(db, userId, {
      chainId: chain.chainId,
      address: holder,
      token: NATIVE_TOKEN,
      label: 'treasury',
    });
    const erc20 = await addEntry(db, userId, {
      chainId: chain.chainId,
      address: holder,
      token: chain.token.address.toLowerCase(),
      label: null,
    });
    return { holder, native, erc20 };
  }

  async function eventsOf(db: Database, entryId: number) {
    return db.select().from(monitorEvents).where(eq(monitorEvents.entryId, entryId)).orderBy(monitorEvents.id);
  }

  async function balanceOf(db: Database, entryId: number) {
    return (await db.select().from(monitorEntries).where(eq(monitorEntries.id, entryId)))[0].lastBalance;
  }

  it('writes every change with exact values and its block, by multicall and by batched JSON-RPC', async () => {
    const { db } = getTestDatabase();
    const user = await monitorUser(db);
    const [batch, multicall] = chains;
    const onBatch = await watchFresh(db, user.id, batch);
    const onMulticall = await watchFresh(db, user.id, multicall);

    const quiet = await runBalanceMonitor(db, { deliver: async () => {} });
    expect(quiet.events).toBe(0);

    await sendEth(batch.anvil.rpcUrl, batch.chainId, onBatch.holder, 1_500_000_000_000_000_001n);
    await batch.token.mint(onBatch.holder, 7_250_000n);
    await multicall.token.mint(onMulticall.holder, 999_999_999n);
    const blockOf = async (chain: LocalChain) => Number(await chain.token.publicClient.getBlockNumber());

    const report = await runBalanceMonitor(db, { deliver: async () => {} });
    expect(
      report.chains.filter((round) => round.chainId === batch.chainId || round.chainId === multicall.chainId),
    ).toEqual([
      { chainId: MULTICALL_CHAIN, entries: expect.any(Number), mode: 'multicall' },
      { chainId: BATCH_CHAIN, entries: expect.any(Number), mode: 'batch' },
    ]);
    expect(await eventsOf(db, onBatch.native.id)).toEqual([
      expect.objectContaining({
        oldBalance: 0n,
        newBalance: 1_500_000_000_000_000_001n,
        blockNumber: await blockOf(batch),
      }),
    ]);
    expect(await eventsOf(db, onBatch.erc20.id)).toEqual([
      expect.objectContaining({ oldBalance: 0n, newBalance: 7_250_000n, blockNumber: await blockOf(batch) }),
    ]);
    expect(await eventsOf(db, onMulticall.erc20.id)).toEqual([
      expect.objectContaining({ oldBalance: 0n, newBalance: 999_999_999n, blockNumber: await blockOf(multicall) }),
    ]);
    expect(await eventsOf(db, onMulticall.native.id)).toEqual([]);
    expect(await balanceOf(db, onBatch.erc20.id)).toBe(7_250_000n);

    // Nothing changed since: another run writes nothing more.
    await runBalanceMonitor(db, { deliver: async () => {} });
    expect(await eventsOf(db, onBatch.erc20.id)).toHaveLength(1);
  });

  it('skips a chain whose RPC is down without writing anything, and catches up once it answers', async () => {
    const { db } = getTestDatabase();
    const user = await monitorUser(db);
    const [batch] = chains;
    const { holder, erc20 } = await watchFresh(db, user.id, batch);
    await batch.token.mint(holder, 5_000_000n);
    const [before] = await db.select().from(monitorEntries).where(eq(monitorEntries.id, erc20.id));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    process.env[`CHAIN_RPC_${BATCH_CHAIN}`] = 'http://127.0.0.1:9';
    let report: Awaited<ReturnType<typeof runBalanceMonitor>>;
    try {
      report = await runBalanceMonitor(db, { deliver: async () => {} });
    } finally {
      process.env[`CHAIN_RPC_${BATCH_CHAIN}`] = batch.anvil.rpcUrl;
    }
    expect(report.chains.find((round) => round.chainId === BATCH_CHAIN)?.mode).toBeNull();
    expect(await eventsOf(db, erc20.id)).toEqual([]);
    expect((await db.select().from(monitorEntries).where(eq(monitorEntries.id, erc20.id)))[0]).toEqual(before);
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      `[monitor] chain ${BATCH_CHAIN} skipped this round:`,
    );
    // Neither the watched address (also inside calldata) nor the RPC URL (it may hold an API key) is logged.
    expect(warn.mock.calls.flat().join(' ')).not.toContain(holder.slice(2));
    expect(warn.mock.calls.flat().join(' ')).not.toContain('127.0.0.1:9');

    await runBalanceMonitor(db, { deliver: async () => {} });
    expect(await eventsOf(db, erc20.id)).toEqual([expect.objectContaining({ oldBalance: 0n, newBalance: 5_000_000n })]);
  });

  it('does not poll the entries of a user whose balanceMonitor expired', async () => {
    const { db } = getTestDatabase();
    const user = await monitorUser(db);
    const [batch] = chains;
    const { holder, erc20 } = await watchFresh(db, user.id, batch);
    await grantVip(db, user.id, 'balanceMonitor', { days: -1 });
    await batch.token.mint(holder, 3_000_000n);
    const [before] = await db.select().from(monitorEntries).where(eq(monitorEntries.id, erc20.id));

    await runBalanceMonitor(db, { deliver: async () => {} });
    expect(await eventsOf(db, erc20.id)).toEqual([]);
    expect((await db.select().from(monitorEntries).where(eq(monitorEntries.id, erc20.id)))[0]).toEqual(before);
  });

  it('mails one digest per user with the changes above the threshold, in the stored language', async () => {
    const { db } = getTestDatabase();
    const [batch, multicall] = chains;
    const alice = await monitorUser(db, { notify: true, email: `alice.${kind}@example.com` });
    const chen = await monitorUser(db, { notify: true, email: `chen.${kind}@example.com` });
    const quiet = await monitorUser(db, { notify: true, email: `quiet.${kind}@example.com` });
    const plain = await monitorUser(db, { email: `plain.${kind}@example.com` });
    const aliceOnBatch = await watchFresh(db, alice.id, batch);
    const aliceOnMulticall = await watchFresh(db, alice.id, multicall);
    const chenOnBatch = await watchFresh(db, chen.id, batch);
    const quietOnBatch = await watchFresh(db, quiet.id, batch);
    const plainOnBatch = await watchFresh(db, plain.id, batch);
    await setNotifySettings(db, alice.id, { minChange: '1' }, 'en');
    await setNotifySettings(db, chen.id, {}, 'cn');
    await setNotifySettings(db, quiet.id, { emailEnabled: false }, 'en');

    await batch.token.mint(aliceOnBatch.holder, 2_500_000n);
    // Below Alice's threshold of 1 token: recorded, not mailed.
    await multicall.token.mint(aliceOnMulticall.holder, 999_999n);
    await sendEth(batch.anvil.rpcUrl, batch.chainId, chenOnBatch.holder, 10n ** 17n);
    await batch.token.mint(quietOnBatch.holder, 8_000_000n);
    await batch.token.mint(plainOnBatch.holder, 8_000_000n);

    const report = await runBalanceMonitor(db);
    expect(report.mails).toBe(2);
    const aliceMail = await sink.waitForMail(alice.email as string);
    expect(aliceMail.subject).toBe('Chainkit: 1 balance change');
    expect(aliceMail.text).toContain(`${aliceOnBatch.holder} (${chainName(BATCH_CHAIN)})`);
    expect(aliceMail.text).toContain('0 → 2.5 tUSDT (+2.5)');
    expect(aliceMail.text).not.toContain('0.999999');
    expect(aliceMail.html).toContain('0 → 2.5 tUSDT (+2.5)');
    const chenMail = await sink.waitForMail(chen.email as string);
    expect(chenMail.subject).toBe('Chainkit：1 笔余额变动');
    expect(chenMail.text).toContain('treasury · ');
    expect(chenMail.text).toContain('0 → 0.1 ETH (+0.1)');
    expect(chenMail.text).toMatch(/区块高度 \d+/);
    expect(sink.messages.filter((mail) => mail.to.some((to) => /^(quiet|plain)\./.test(to)))).toEqual([]);
    expect(await eventsOf(db, quietOnBatch.erc20.id)).toHaveLength(1);
    expect(await eventsOf(db, aliceOnMulticall.erc20.id)).toHaveLength(1);
  });

  it('sends nothing to a user without a bound e-mail', async () => {
    const { db } = getTestDatabase();
    const [batch] = chains;
    const walletOnly = await monitorUser(db, { notify: true, email: null });
    const { holder } = await watchFresh(db, walletOnly.id, batch);
    await batch.token.mint(holder, 1_000_000n);
    const sent: string[] = [];
    const report = await runBalanceMonitor(db, {
      deliver: async (mail) => {
        sent.push(mail.to);
      },
    });
    expect(report.events).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('writes each change once when two runs overlap, and keeps the newest events per entry', async () => {
    const { db } = getTestDatabase();
    const user = await monitorUser(db);
    const [batch] = chains;
    const { holder, erc20 } = await watchFresh(db, user.id, batch);
    await db.insert(monitorEvents).values(
      Array.from({ length: EVENTS_KEPT_PER_ENTRY }, (_, index) => ({
        entryId: erc20.id,
        oldBalance: 0n,
        newBalance: 0n,
        blockNumber: index,
      })),
    );
    await batch.token.mint(holder, 4_000_000n);

    await Promise.all([
      runBalanceMonitor(db, { deliver: async () => {} }),
      runBalanceMonitor(db, { deliver: async () => {} }),
    ]);
    const kept = await eventsOf(db, erc20.id);
    expect(kept).toHaveLength(EVENTS_KEPT_PER_ENTRY);
    expect(kept.filter((event) => event.newBalance === 4_000_000n)).toHaveLength(1);
    expect(kept[0].blockNumber).toBe(1);
  });

  it('queues one run per 60 s slot, the next one from each run', async () => {
    const { db } = getTestDatabase();
    await db.delete(jobs).where(eq(jobs.type, BALANCE_MONITOR_JOB));
    const time = new Date(Date.UTC(2030, 0, 1, 0, 0, 10));
    await scheduleBalanceMonitor(db, time);
    await scheduleBalanceMonitor(db, new Date(time.getTime() + 20_000));
    await runBalanceMonitor(db, { now: time, deliver: async () => {} });
    await runBalanceMonitor(db, { now: new Date(time.getTime() + 5_000), deliver: async () => {} });
    const queued = await db.select().from(jobs).where(eq(jobs.type, BALANCE_MONITOR_JOB)).orderBy(jobs.runAt);
    const slot = Math.floor(time.getTime() / 60_000);
    expect(queued.map((job) => job.dedupeKey)).toEqual([
      `${BALANCE_MONITOR_JOB}:${slot}`,
      `${BALANCE_MONITOR_JOB}:${slot + 1}`,
    ]);
  });
});
