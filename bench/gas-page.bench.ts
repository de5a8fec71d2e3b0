import { EVM_CHAINS } from '@/chains/evm/chains';
import { gasSnapshot } from '@/lib/server/gas/snapshot';
import { type FeeHistoryServer, startFeeHistoryServer } from '@/lib/server/gas/testing';
import { GAS_CACHE_TTL_MS, GasTracker } from '@/lib/server/gas/tracker';

// The gas page under load: 100 concurrent visitors, each asking for the page's figures (what GET /api/v1/gas and the
// page render call) every 0.2–1 s for GAS_BENCH_SECONDS (default 60), against every registry chain pointed by
// CHAIN_RPC_<chainId> at a local eth_feeHistory server that answers in 50–250 ms and counts what reaches it. Prints
// the upstream calls per minute, in all and per chain, beside the ceiling the page promises (one per chain per 15 s).

const VISITORS = 100;
const SECONDS = Number(process.env.GAS_BENCH_SECONDS ?? 60);
const CHAIN_IDS = EVM_CHAINS.map((chain) => chain.chainId);

jest.setTimeout((SECONDS + 60) * 1000);

let rpc: FeeHistoryServer;

beforeAll(async () => {
  rpc = await startFeeHistoryServer();
  rpc.setDelayMs(150);
  for (const chainId of CHAIN_IDS) process.env[`CHAIN_RPC_${chainId}`] = rpc.urlFor(chainId);
});

afterAll(async () => {
  for (const chainId of CHAIN_IDS) delete process.env[`CHAIN_RPC_${chainId}`];
  await rpc.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('gas page: upstream calls per minute under 100 concurrent visitors', async () => {
  const tracker = new GasTracker();
  const endAt = Date.now() + SECONDS * 1000;
  let pageReads = 0;
  const visitor = async () => {
    while (Date.now() < endAt) {
      await gasSnapshot(tracker, { readPrice: async () => null });
      pageReads += 1;
      await pause(200 + Math.random() * 800);
    }
  };
  const startedAt = Date.now();
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  const minutes = (Date.now() - startedAt) / 60_000;
  const perChain = CHAIN_IDS.map((chainId) => rpc.calls(chainId));
  const ceilingPerChain = Math.ceil((minutes * 60_000) / GAS_CACHE_TTL_MS);
  console.info(
    JSON.stringify(
      {
        bench: 'gas page',
        visitors: VISITORS,
        seconds: Math.round(minutes * 60),
        chains: CHAIN_IDS.length,
        pageReads,
        pageReadsPerMinute: Math.round(pageReads / minutes),
        upstreamCalls: rpc.totalCalls(),
        upstreamCallsPerMinute: Math.round((rpc.totalCalls() / minutes) * 10) / 10,
        upstreamCallsPerChainPerMinute: Math.round((Math.max(...perChain) / minutes) * 10) / 10,
        promisedCeilingPerChain: `${ceilingPerChain} calls in ${Math.round(minutes * 60)} s (one per 15 s)`,
        isWithinCeiling: perChain.every((calls) => calls <= ceilingPerChain),
      },
      null,
      2,
    ),
  );
});
