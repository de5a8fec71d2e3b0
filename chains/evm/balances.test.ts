import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  getAddress,
  type Hex,
  HttpRequestError,
  http,
  keccak256,
  type PublicClient,
  RpcRequestError,
  TimeoutError,
  toHex,
} from 'viem';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { deployTestToken, type TestToken } from '@/test/erc20';
import {
  installMulticall3,
  type JsonRpcCall,
  mintMany,
  type ProxyReply,
  type RpcProxyOptions,
  removeMulticall3,
  setNativeBalances,
  startRpcProxy,
} from '@/test/multicall';
import {
  ChainIdMismatchError,
  classifyRpcError,
  InvalidOwnerAddressError,
  InvalidRpcUrlError,
  InvalidTokenError,
  MULTICALL3_ABI,
  MULTICALL3_ADDRESS,
  type ReadBalancesOptions,
  readBalances,
} from './balances';
import { evmFamily } from './family';

const OWNER_COUNT = 300;
const CHAIN_ID = 31337;

/** Deterministic owner addresses nobody holds keys for. */
function ownerAddress(index: number): Address {
  return getAddress(`0x${keccak256(toHex(`balances-owner-${index}`)).slice(-40)}`);
}

const OWNERS = Array.from({ length: OWNER_COUNT }, (_, index) => ownerAddress(index));
/** Every third owner holds some native coin, every fifth some token; the rest hold nothing. */
const NATIVE = new Map(
  OWNERS.filter((_, i) => i % 3 === 0).map((owner, i) => [owner, BigInt(i + 1) * 10n ** 15n + 7n]),
);
const TOKEN = new Map(OWNERS.filter((_, i) => i % 5 === 0).map((owner, i) => [owner, BigInt(i + 1) * 1_000_000n + 1n]));

const isMulticall = (call: JsonRpcCall) =>
  call.method === 'eth_call' &&
  (call.params[0] as { to: string }).to.toLowerCase() === MULTICALL3_ADDRESS.toLowerCase();
const callData = (call: JsonRpcCall) => (call.params?.[0] as { data?: string } | undefined)?.data;
const balanceOfData = (owner: Address) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

let anvil: AnvilInstance;
let token: TestToken;
let direct: PublicClient;
/** Per-address reads, one request each: what readBalances must agree with. */
let expectedNative: bigint[];
let expectedToken: bigint[];
const proxies: { close(): Promise<void> }[] = [];

async function proxy(options: RpcProxyOptions = {}) {
  const started = await startRpcProxy(anvil.rpcUrl, options);
  proxies.push(started);
  return started;
}

/** Fast retries for tests; everything else at its default unless given. */
function read(options: Partial<ReadBalancesOptions> & { rpcUrl: string }) {
  return readBalances({ chainId: CHAIN_ID, owners: OWNERS, retryDelayMs: 5, ...options });
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID });
  await installMulticall3(anvil.rpcUrl);
  token = await deployTestToken(anvil.rpcUrl);
  await setNativeBalances(anvil.rpcUrl, NATIVE);
  await mintMany(token, anvil.rpcUrl, TOKEN);
  direct = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient;
  expectedNative = await Promise.all(OWNERS.map((address) => direct.getBalance({ address })));
  expectedToken = await Promise.all(OWNERS.map((owner) => token.balanceOf(owner)));
}, 60_000);

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((started) => started.close()));
  delete process.env.CHAIN_RPC_31337;
});

afterAll(async () => {
  await anvil?.stop();
});

describe('the test chain', () => {
  it('holds the seeded balances, so the comparisons below are not all zeros', () => {
    expect(expectedNative.filter((balance) => balance > 0n)).toHaveLength(NATIVE.size);
    expect(expectedNative[3]).toBe(NATIVE.get(OWNERS[3]));
    expect(expectedToken.filter((balance) => balance > 0n)).toHaveLength(TOKEN.size);
    expect(expectedToken[5]).toBe(TOKEN.get(OWNERS[5]));
  });
});

describe('readBalances with Multicall3', () => {
  it('reads native balances of 300 owners in 6 aggregate3 calls, far fewer HTTP requests than owners', async () => {
    const rpc = await proxy();
    const result = await read({ rpcUrl: rpc.url, chunkSize: 50, concurrency: 2 });
    expect(result).toMatchObject({
      chainId: CHAIN_ID,
      token: 'native',
      symbol: 'ETH',
      decimals: 18,
      method: 'multicall3',
    });
    expect(result.balances.map((row) => row.owner)).toEqual(OWNERS);
    expect(result.balances.map((row) => row.balance)).toEqual(expectedNative);
    expect(rpc.calls().filter(isMulticall)).toHaveLength(OWNER_COUNT / 50);
    expect(rpc.calls().some((call) => call.method === 'eth_getBalance')).toBe(false);
    // One preflight batch (chain id, Multicall3 code) and at most one request per chunk; JSON-RPC batching joins
    // the chunks in flight together.
    expect(rpc.httpRequests()).toBeLessThanOrEqual(1 + OWNER_COUNT / 50);
  });

  it("reads an ERC-20's balances, symbol and decimals", async () => {
    const rpc = await proxy();
    const progress: { done: number; total: number }[] = [];
    const result = await read({
      rpcUrl: rpc.url,
      token: token.address.toLowerCase(),
      chunkSize: 100,
      onProgress: (step) => progress.push(step),
    });
    expect(result).toMatchObject({ token: token.address, symbol: 'tUSDT', decimals: 6, method: 'multicall3' });
    expect(result.balances.map((row) => row.balance)).toEqual(expectedToken);
    expect(rpc.calls().filter(isMulticall)).toHaveLength(3);
    expect(rpc.httpRequests()).toBeLessThanOrEqual(4);
    expect(progress[0]).toEqual({ done: 0, total: OWNER_COUNT });
    expect(progress.at(-1)).toEqual({ done: OWNER_COUNT, total: OWNER_COUNT });
    expect(progress.map((step) => step.done)).toEqual([0, 100, 200, 300]);
  });

  it('answers every row of a list with repeats and any case, reading each owner once', async () => {
    const rpc = await proxy();
    const owners = [OWNERS[3], OWNERS[6].toLowerCase(), OWNERS[3].toLowerCase(), ` ${OWNERS[9]} `];
    const progress: number[] = [];
    const result = await read({ rpcUrl: rpc.url, owners, onProgress: ({ done }) => progress.push(done) });
    expect(result.balances).toEqual([
      { owner: OWNERS[3], balance: expectedNative[3] },
      { owner: OWNERS[6], balance: expectedNative[6] },
      { owner: OWNERS[3], balance: expectedNative[3] },
      { owner: OWNERS[9], balance: expectedNative[9] },
    ]);
    const [aggregate] = rpc.calls().filter(isMulticall);
    const { args } = decodeFunctionData({ abi: MULTICALL3_ABI, data: (aggregate.params[0] as { data: Hex }).data });
    expect((args[0] as readonly unknown[]).length).toBe(3);
    expect(progress).toEqual([0, 4]);
  });

  it("keeps one owner's failed call to that owner (allowFailure)", async () => {
    const failing = OWNERS[5];
    const rpc = await proxy({
      // The node answers aggregate3 with success = false for `failing`, as for a token that reverts for it.
      rewrite(call, answer) {
        if (!isMulticall(call) || typeof answer.result !== 'string') return answer;
        const { args } = decodeFunctionData({ abi: MULTICALL3_ABI, data: (call.params[0] as { data: Hex }).data });
        const calls = args[0] as readonly { callData: Hex }[];
        const results = decodeFunctionResult({
          abi: MULTICALL3_ABI,
          functionName: 'aggregate3',
          data: answer.result as Hex,
        });
        const changed = results.map((result, i) =>
          calls[i].callData === balanceOfData(failing) ? { success: false, returnData: '0x' as Hex } : result,
        );
        return {
          ...answer,
          result: encodeFunctionResult({ abi: MULTICALL3_ABI, functionName: 'aggregate3', result: changed }),
        };
      },
    });
    const result = await read({ rpcUrl: rpc.url, token: token.address });
    expect(result.balances[5]).toEqual({ owner: failing, balance: null, error: 'balance call reverted' });
    expect(result.balances.filter((row) => row.error !== undefined)).toHaveLength(1);
    expect(result.balances[10].balance).toBe(expectedToken[10]);
    expect(rpc.calls().filter(isMulticall)).toHaveLength(Math.ceil(OWNER_COUNT / 200));
  });

  it('splits a chunk the node refuses as too large (HTTP 413)', async () => {
    const limit = 40_000;
    const rpc = await proxy({
      intercept: ({ body }) => (body.length > limit ? { status: 413, body: 'Payload Too Large' } : undefined),
    });
    const result = await read({ rpcUrl: rpc.url, chunkSize: OWNER_COUNT, concurrency: 1 });
    expect(result.balances.map((row) => row.balance)).toEqual(expectedNative);
    const forwarded = rpc
      .calls()
      .filter(isMulticall)
      .filter((call) => (call.params[0] as { data: Hex }).data.length < limit);
    // 300 → 2 × 150 (both still too large) → 4 × 75.
    expect(forwarded).toHaveLength(4);
  });
});

describe('readBalances without Multicall3', () => {
  beforeEach(() => removeMulticall3(anvil.rpcUrl));
  afterEach(() => installMulticall3(anvil.rpcUrl));

  it('falls back to one call per owner, sent as JSON-RPC batches', async () => {
    const rpc = await proxy();
    const native = await read({ rpcUrl: rpc.url, batchSize: 50 });
    expect(native.method).toBe('rpc-batch');
    expect(native.balances.map((row) => row.balance)).toEqual(expectedNative);
    expect(rpc.calls().filter((call) => call.method === 'eth_getBalance')).toHaveLength(OWNER_COUNT);
    expect(rpc.httpRequests()).toBeLessThanOrEqual(1 + OWNER_COUNT / 50);

    rpc.reset();
    const erc20 = await read({ rpcUrl: rpc.url, token: token.address, batchSize: 100 });
    expect(erc20).toMatchObject({ method: 'rpc-batch', symbol: 'tUSDT', decimals: 6 });
    expect(erc20.balances.map((row) => row.balance)).toEqual(expectedToken);
    expect(rpc.httpRequests()).toBeLessThanOrEqual(1 + OWNER_COUNT / 100);
  });

  it('takes a revert as that owner’s answer and does not retry it', async () => {
    const failing = OWNERS[5];
    const rpc = await proxy({
      rewrite(call, answer) {
        if (call.method !== 'eth_call' || callData(call) !== balanceOfData(failing)) return answer;
        return { id: answer.id, jsonrpc: '2.0', error: { code: 3, message: 'execution reverted', data: '0x' } };
      },
    });
    const result = await read({ rpcUrl: rpc.url, token: token.address });
    expect(result.balances[5]).toMatchObject({
      owner: failing,
      balance: null,
      error: expect.stringMatching(/revert/i),
    });
    expect(result.balances.filter((row) => row.error !== undefined)).toHaveLength(1);
    expect(result.balances[10].balance).toBe(expectedToken[10]);
    const sent = rpc.calls().filter((call) => callData(call) === balanceOfData(failing));
    expect(sent).toHaveLength(1);
  });
});

describe('readBalances retries', () => {
  const tooMany: ProxyReply = { status: 429, body: 'Too Many Requests' };

  it('retries after HTTP 429 twice, then succeeds', async () => {
    const rpc = await proxy({ intercept: ({ count }) => (count <= 2 ? tooMany : undefined) });
    const result = await read({ rpcUrl: rpc.url, chunkSize: 100, concurrency: 1 });
    expect(result.balances.map((row) => row.balance)).toEqual(expectedNative);
    // Two refused preflights, the preflight, three chunks.
    expect(rpc.httpRequests()).toBe(2 + 1 + 3);
  });

  it('retries a rate-limited chunk (JSON-RPC error -32005 inside a 200 answer)', async () => {
    const rpc = await proxy({
      intercept: ({ count, calls }) =>
        count === 3
          ? {
              status: 200,
              body: JSON.stringify(
                calls.map(({ id }) => ({
                  jsonrpc: '2.0',
                  id,
                  error: { code: -32005, message: 'rate limit exceeded' },
                })),
              ),
            }
          : undefined,
    });
    const result = await read({ rpcUrl: rpc.url, chunkSize: 100, concurrency: 1, multicall: 'auto' });
    expect(result.balances.map((row) => row.balance)).toEqual(expectedNative);
    expect(rpc.httpRequests()).toBe(1 + 3 + 1);
  });

  it('retries a request that times out', async () => {
    const rpc = await proxy({
      intercept: ({ count }) =>
        count === 2
          ? new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3_000).unref())
          : undefined,
    });
    const result = await read({ rpcUrl: rpc.url, chunkSize: 150, concurrency: 1, timeoutMs: 1_000 });
    expect(result.balances.map((row) => row.balance)).toEqual(expectedNative);
    expect(rpc.httpRequests()).toBe(1 + 2 + 1);
  });

  it('gives up after `retries` retries with the last error', async () => {
    const rpc = await proxy({ intercept: () => tooMany });
    await expect(read({ rpcUrl: rpc.url, retries: 2 })).rejects.toThrow(/HTTP request failed/);
    expect(rpc.httpRequests()).toBe(3);
  });

  it('does not retry a token whose decimals() reverts', async () => {
    const rpc = await proxy();
    // Multicall3 itself has no decimals(): the call reverts.
    await expect(read({ rpcUrl: rpc.url, token: MULTICALL3_ADDRESS })).rejects.toThrow(InvalidTokenError);
    expect(rpc.httpRequests()).toBe(1);
    // An address without code answers nothing at all.
    await expect(read({ rpcUrl: rpc.url, token: OWNERS[1] })).rejects.toThrow(/no contract/);
    expect(rpc.httpRequests()).toBe(2);
  });
});

describe('readBalances refuses before any request', () => {
  it('rejects invalid owners with their index', async () => {
    const rpc = await proxy();
    const owners = [OWNERS[0], 'not an address', OWNERS[1], '0x12'];
    const error = await read({ rpcUrl: rpc.url, owners }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidOwnerAddressError);
    expect(error).toMatchObject({
      index: 1,
      invalid: [
        { index: 1, input: 'not an address' },
        { index: 3, input: '0x12' },
      ],
    });
    expect((error as Error).message).toMatch(/Owner 2 .*and 1 more/);
    expect(rpc.httpRequests()).toBe(0);
  });

  it('rejects an invalid token address and bad options', async () => {
    const rpc = await proxy();
    await expect(read({ rpcUrl: rpc.url, token: '0x1234' })).rejects.toThrow(InvalidTokenError);
    await expect(read({ rpcUrl: rpc.url, chunkSize: 0 })).rejects.toThrow(RangeError);
    await expect(read({ rpcUrl: 'ftp://127.0.0.1/' })).rejects.toThrow(InvalidRpcUrlError);
    await expect(read({ rpcUrl: 'not a url' })).rejects.toThrow(InvalidRpcUrlError);
    const aborted = new AbortController();
    aborted.abort();
    await expect(read({ rpcUrl: rpc.url, signal: aborted.signal })).rejects.toBeDefined();
    expect(rpc.httpRequests()).toBe(0);
  });

  it('answers an empty list', async () => {
    const rpc = await proxy();
    const result = await read({ rpcUrl: rpc.url, owners: [] });
    expect(result.balances).toEqual([]);
  });
});

describe('readBalances endpoints', () => {
  it('refuses an RPC that serves another chain', async () => {
    await expect(read({ rpcUrl: anvil.rpcUrl, chainId: 1 })).rejects.toThrow(ChainIdMismatchError);
  });

  it('uses CHAIN_RPC_<chainId> when no RPC is given, through the family interface too', async () => {
    const rpc = await proxy();
    process.env.CHAIN_RPC_31337 = rpc.url;
    const result = await evmFamily.readBalances({
      chainId: CHAIN_ID,
      owners: OWNERS.slice(0, 10),
      token: token.address,
    });
    expect(result.balances.map((row) => row.balance)).toEqual(expectedToken.slice(0, 10));
    expect(rpc.httpRequests()).toBeGreaterThan(0);
  });

  it("reads through the caller's client", async () => {
    const result = await readBalances({ chainId: CHAIN_ID, client: direct, owners: OWNERS.slice(0, 20) });
    expect(result.balances.map((row) => row.balance)).toEqual(expectedNative.slice(0, 20));
  });
});

describe('classifyRpcError', () => {
  const url = 'http://rpc.example';
  const body = { method: 'eth_call' };
  const rpcError = (code: number, message: string) => new RpcRequestError({ body, url, error: { code, message } });

  it('retries rate limits, timeouts and gateway errors', () => {
    expect(classifyRpcError(new HttpRequestError({ url, status: 429 }))).toBe('retry');
    expect(classifyRpcError(new HttpRequestError({ url, status: 503 }))).toBe('retry');
    expect(classifyRpcError(new HttpRequestError({ url, cause: new Error('fetch failed') }))).toBe('retry');
    expect(classifyRpcError(new TimeoutError({ body, url }))).toBe('retry');
    expect(classifyRpcError(rpcError(-32005, 'limit exceeded'))).toBe('retry');
    expect(classifyRpcError(rpcError(-32000, 'daily request count exceeded, request rate limited'))).toBe('retry');
    expect(classifyRpcError(new Error('Too Many Requests'))).toBe('retry');
  });

  it('does not retry reverts, splits oversized requests, gives up on the rest', () => {
    expect(classifyRpcError(rpcError(3, 'execution reverted'))).toBe('revert');
    expect(classifyRpcError(rpcError(-32000, 'execution reverted: Ownable'))).toBe('revert');
    expect(classifyRpcError(new HttpRequestError({ url, status: 413 }))).toBe('split');
    expect(classifyRpcError(rpcError(-32000, 'gas required exceeds allowance (50000000)'))).toBe('split');
    expect(classifyRpcError(rpcError(-32601, 'the method eth_call does not exist'))).toBe('fatal');
    expect(classifyRpcError(new HttpRequestError({ url, status: 401 }))).toBe('fatal');
  });
});
