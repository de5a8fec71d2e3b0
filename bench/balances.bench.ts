import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  type PublicClient,
  toHex,
} from 'viem';
import { readBalances } from '@/chains/evm/balances';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { installMulticall3, mintMany, type RpcProxy, setNativeBalances, startRpcProxy } from '@/test/multicall';

// Balance check of 2,000 addresses (the spec's limit without RPC VIP) on a local anvil, native coin and one ERC-20:
// HTTP requests and wall time for readBalances (Multicall3 chunks; and its fallback without Multicall3) against one
// request per address per token. Requests are counted by a local proxy in front of anvil, for every variant alike.
// Prints one JSON object; asserts only that every variant reads the same balances.

const OWNER_COUNT = 2_000;
const CHAIN_ID = 31337;
/** In-flight requests of the one-per-address baseline: a polite client against a public RPC would use fewer. */
const BASELINE_CONCURRENCY = 8;

const owners: Address[] = Array.from({ length: OWNER_COUNT }, (_, index) =>
  getAddress(`0x${keccak256(toHex(`bench-owner-${index}`)).slice(-40)}`),
);

let anvil: AnvilInstance;
let token: TestToken;
let rpc: RpcProxy;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID });
  await installMulticall3(anvil.rpcUrl);
  token = await deployTestToken(anvil.rpcUrl);
  await setNativeBalances(
    anvil.rpcUrl,
    new Map(owners.filter((_, i) => i % 4 === 0).map((owner, i) => [owner, BigInt(i + 1) * 10n ** 14n])),
  );
  await mintMany(
    token,
    anvil.rpcUrl,
    new Map(owners.filter((_, i) => i % 10 === 0).map((owner, i) => [owner, BigInt(i + 1) * 1_000_000n])),
  );
  rpc = await startRpcProxy(anvil.rpcUrl);
}, 120_000);

afterAll(async () => {
  await rpc?.close();
  await anvil?.stop();
});

interface Figures {
  httpRequests: number;
  jsonRpcCalls: number;
  largestRequestBytes: number;
  wallMs: number;
}

async function measure<T>(run: () => Promise<T>): Promise<{ value: T; figures: Figures }> {
  rpc.reset();
  const started = performance.now();
  const value = await run();
  const wallMs = Math.round(performance.now() - started);
  return {
    value,
    figures: {
      httpRequests: rpc.httpRequests(),
      jsonRpcCalls: rpc.calls().length,
      largestRequestBytes: rpc.largestBody(),
      wallMs,
    },
  };
}

async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function viaReadBalances(multicall: 'auto' | 'never') {
  const native = await readBalances({ chainId: CHAIN_ID, rpcUrl: rpc.url, owners, multicall });
  const erc20 = await readBalances({ chainId: CHAIN_ID, rpcUrl: rpc.url, owners, token: token.address, multicall });
  return {
    method: native.method,
    native: native.balances.map((row) => row.balance),
    token: erc20.balances.map((row) => row.balance),
  };
}

/** One eth_getBalance and one balanceOf eth_call per address, no JSON-RPC batching. */
async function onePerAddress() {
  const client = createPublicClient({ transport: http(rpc.url) }) as PublicClient;
  const native = await pool(OWNER_COUNT, BASELINE_CONCURRENCY, (i) => client.getBalance({ address: owners[i] }));
  const erc20 = await pool(OWNER_COUNT, BASELINE_CONCURRENCY, (i) =>
    client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owners[i]] }),
  );
  return { native, token: erc20 };
}

it(`reads ${OWNER_COUNT} native and ERC-20 balances in far fewer requests`, async () => {
  const baseline = await measure(onePerAddress);
  const multicall = await measure(() => viaReadBalances('auto'));
  const fallback = await measure(() => viaReadBalances('never'));

  expect(multicall.value.method).toBe('multicall3');
  expect(fallback.value.method).toBe('rpc-batch');
  for (const variant of [multicall.value, fallback.value]) {
    expect(variant.native).toEqual(baseline.value.native);
    expect(variant.token).toEqual(baseline.value.token);
  }
  const nonZero = (balances: (bigint | null)[]) =>
    balances.filter((balance) => balance !== null && balance > 0n).length;

  console.log(
    JSON.stringify({
      benchmark: 'evm balance check',
      chain: 'anvil (local)',
      owners: OWNER_COUNT,
      tokens: ['native', 'ERC-20 (6 decimals)'],
      nonZeroHolders: { native: nonZero(baseline.value.native), token: nonZero(baseline.value.token) },
      readBalancesMulticall3: multicall.figures,
      readBalancesWithoutMulticall3: fallback.figures,
      onePerAddressPerToken: { ...baseline.figures, concurrency: BASELINE_CONCURRENCY },
      requestRatio: Number((baseline.figures.httpRequests / multicall.figures.httpRequests).toFixed(1)),
    }),
  );
}, 180_000);
