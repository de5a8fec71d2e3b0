import { EVM_CHAINS } from '@/chains/evm/chains';
import { formatGwei, gasReadingFromFeeHistory, roundDecimal } from './fees';
import { gasSnapshot } from './snapshot';
import { type FeeHistoryServer, startFeeHistoryServer } from './testing';
import { GAS_CACHE_TTL_MS, GasTracker } from './tracker';

// The gas page's promise: one upstream call per chain per 15 s, whatever the number of visitors. Every registry chain
// is pointed (CHAIN_RPC_<chainId>, as in production) at a local JSON-RPC server that counts the requests it gets.

const CHAIN_IDS = EVM_CHAINS.map((chain) => chain.chainId);
let rpc: FeeHistoryServer;

beforeAll(async () => {
  rpc = await startFeeHistoryServer();
  for (const chainId of CHAIN_IDS) process.env[`CHAIN_RPC_${chainId}`] = rpc.urlFor(chainId);
});

afterAll(async () => {
  for (const chainId of CHAIN_IDS) delete process.env[`CHAIN_RPC_${chainId}`];
  await rpc.close();
});

const noPrice = async () => null;

describe('the gas tracker cache', () => {
  it('answers 100 concurrent visitors with one upstream call per chain, and one more per chain after 15 s', async () => {
    let now = 1_000_000;
    const tracker = new GasTracker({ now: () => now });
    const before = rpc.totalCalls();
    rpc.setDelayMs(50);
    const visits = await Promise.all(Array.from({ length: 100 }, () => gasSnapshot(tracker, { readPrice: noPrice })));
    for (const chainId of CHAIN_IDS) expect(tracker.upstreamCalls.get(chainId)).toBe(1);
    expect(rpc.totalCalls() - before).toBe(CHAIN_IDS.length);
    expect(visits.every((visit) => visit.chains.every((row) => row.figures !== null))).toBe(true);

    now += GAS_CACHE_TTL_MS - 1;
    await Promise.all(Array.from({ length: 100 }, () => gasSnapshot(tracker, { readPrice: noPrice })));
    expect(rpc.totalCalls() - before).toBe(CHAIN_IDS.length);

    now += 1;
    await Promise.all(Array.from({ length: 100 }, () => gasSnapshot(tracker, { readPrice: noPrice })));
    expect(rpc.totalCalls() - before).toBe(2 * CHAIN_IDS.length);
    for (const chainId of CHAIN_IDS) expect(rpc.calls(chainId)).toBeGreaterThanOrEqual(2);
    rpc.setDelayMs(0);
  });

  it('asks a failing RPC once per 15 s too, and keeps the last good reading, marked stale', async () => {
    let now = 5_000_000;
    let isDown = false;
    let calls = 0;
    const tracker = new GasTracker({
      chainIds: [1],
      now: () => now,
      readFeeHistory: async () => {
        calls += 1;
        if (isDown) throw new Error('HTTP request failed: 503');
        return { oldestBlock: 10n, baseFeePerGas: [7n, 8n], reward: [[1n, 2n, 3n]] };
      },
    });
    expect((await tracker.read(1)).reading?.baseFeeWei).toBe(8n);
    isDown = true;
    now += GAS_CACHE_TTL_MS;
    await Promise.all(Array.from({ length: 50 }, () => tracker.read(1)));
    const state = await tracker.read(1);
    expect(calls).toBe(2);
    expect(state).toMatchObject({ isStale: true, error: 'HTTP request failed: 503' });
    expect(state.reading?.baseFeeWei).toBe(8n);
  });

  it('shows what it holds when a read takes longer than the page waits', async () => {
    let release: () => void = () => undefined;
    const tracker = new GasTracker({
      chainIds: [1],
      readFeeHistory: () =>
        new Promise((resolve) => {
          release = () => resolve({ oldestBlock: 1n, baseFeePerGas: [1n, 1n], reward: [[0n, 0n, 0n]] });
        }),
    });
    const snapshot = await gasSnapshot(tracker, { readPrice: noPrice, waitMs: 20 });
    expect(snapshot.chains[0].figures).toBeNull();
    expect(snapshot.minGwei).toBeNull();
    release();
    expect((await gasSnapshot(tracker, { readPrice: noPrice })).chains[0].figures).not.toBeNull();
    expect(tracker.totalUpstreamCalls()).toBe(1);
  });
});

describe('gas figures', () => {
  it('leave empty blocks out of the tip medians and never let the tiers cross', () => {
    const reading = gasReadingFromFeeHistory(1, {
      oldestBlock: 100n,
      baseFeePerGas: [10n, 11n, 12n, 13n],
      reward: [
        [0n, 0n, 0n],
        [5n, 4n, 9n],
        [7n, 6n, 8n],
      ],
    });
    expect(reading).toEqual({
      chainId: 1,
      blockNumber: 102n,
      baseFeeWei: 13n,
      priorityFeeWei: { slow: 6n, standard: 6n, fast: 8n },
    });
  });

  it('format Gwei and coin amounts plainly, to three significant digits', () => {
    expect(formatGwei(12_345_678_901n)).toBe('12.3');
    expect(formatGwei(1_000_000_000n)).toBe('1');
    expect(formatGwei(1_234_567n)).toBe('0.00123');
    expect(formatGwei(1n)).toBe('0.000000001');
    expect(roundDecimal('1234.5678')).toBe('1234');
    expect(roundDecimal('0.000000')).toBe('0');
  });
});
