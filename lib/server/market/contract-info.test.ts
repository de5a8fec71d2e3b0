import type { Address } from 'viem';
import { ApiError } from '@/lib/server/api/api-error';
import { ContractInfoService, UNVERIFIED_TTL_MS, VERIFIED_TTL_MS } from './contract-info';
import { ERC20_ABI, type ExplorerStub, startExplorerStub, verifiedRecord } from './testing/stubs';

const USDT: Address = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const PROXY: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const IMPLEMENTATION = '0x43506849d7c04f9138d1a2050bbf3a0c054402dd';
const EOA: Address = '0x000000000000000000000000000000000000dEaD';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ContractInfoService against an Etherscan-compatible stub', () => {
  let explorer: ExplorerStub;
  let now = Date.parse('2030-01-01T00:00:00Z');
  const saved = { url: process.env.ETHERSCAN_API_URL, key: process.env.ETHERSCAN_API_KEY };
  const service = () => new ContractInfoService({ now: () => now, retryDelayMs: 5 });

  beforeEach(async () => {
    explorer = await startExplorerStub();
    explorer.apiKey = 'test-key';
    explorer.records.set(`1:${USDT.toLowerCase()}`, verifiedRecord());
    explorer.records.set(
      `1:${PROXY.toLowerCase()}`,
      verifiedRecord({ ContractName: 'FiatTokenProxy', Proxy: '1', Implementation: IMPLEMENTATION }),
    );
    process.env.ETHERSCAN_API_URL = `${explorer.baseUrl}/v2/api`;
    process.env.ETHERSCAN_API_KEY = 'test-key';
  });

  afterEach(async () => {
    await explorer.close();
    for (const [name, value] of [
      ['ETHERSCAN_API_URL', saved.url],
      ['ETHERSCAN_API_KEY', saved.key],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    delete process.env.ETHERSCAN_API_URL_10;
  });

  it('answers a verified contract with its parsed ABI, asking with chainid, address and key', async () => {
    const info = await service().lookup(1, USDT.toLowerCase() as Address);
    expect(info).toEqual({
      chainId: 1,
      contractAddress: USDT,
      isVerified: true,
      abi: ERC20_ABI,
      contractName: 'TetherToken',
      compilerVersion: 'v0.4.18+commit.9cf6e910',
      isProxy: false,
      implementation: null,
      checkedAt: '2030-01-01T00:00:00.000Z',
    });
    const query = new URL(explorer.requests[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      chainid: '1',
      module: 'contract',
      action: 'getsourcecode',
      address: USDT,
      apikey: 'test-key',
    });
  });

  it('answers an unverified address (or an EOA) as not verified, without an ABI', async () => {
    expect(await service().lookup(1, EOA)).toMatchObject({
      isVerified: false,
      abi: null,
      contractName: null,
      compilerVersion: null,
      isProxy: false,
      implementation: null,
    });
  });

  it('answers a proxy with its implementation', async () => {
    expect(await service().lookup(1, PROXY)).toMatchObject({
      isVerified: true,
      contractName: 'FiatTokenProxy',
      isProxy: true,
      implementation: '0x43506849D7C04F9138D1A2050bbF3A0c054402dd',
    });
  });

  it('caches verified answers for hours and unverified ones for minutes', async () => {
    const contracts = service();
    await contracts.lookup(1, USDT);
    await contracts.lookup(1, EOA);
    await contracts.lookup(1, USDT);
    await contracts.lookup(1, EOA);
    expect(explorer.requests).toHaveLength(2);
    now += UNVERIFIED_TTL_MS;
    await contracts.lookup(1, USDT);
    await contracts.lookup(1, EOA);
    expect(explorer.requests).toHaveLength(3);
    now += VERIFIED_TTL_MS;
    await contracts.lookup(1, USDT);
    expect(explorer.requests).toHaveLength(4);
  });

  it('makes one explorer call for a burst of lookups of one contract, and runs the hook only for it', async () => {
    const contracts = service();
    let hooks = 0;
    const beforeUpstream = async () => {
      hooks += 1;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => contracts.lookup(1, USDT, { beforeUpstream })));
    expect(new Set(answers.map((answer) => answer.isVerified))).toEqual(new Set([true]));
    expect(explorer.requests).toHaveLength(1);
    await contracts.lookup(1, USDT, { beforeUpstream });
    expect(hooks).toBe(1);
  });

  it('tries a rate-limit answer again, then answers 5021 explorer-busy without caching it', async () => {
    const contracts = service();
    explorer.rateLimitNext(2);
    expect((await contracts.lookup(1, USDT)).isVerified).toBe(true);
    expect(explorer.requests).toHaveLength(3);
    explorer.rateLimitNext(3);
    const error = await failure(contracts.lookup(1, EOA));
    expect(error).toMatchObject({ code: 5021, status: 503, detail: 'explorer-busy' });
    expect(error.messages?.cn).toMatch(/[\u4e00-\u9fff]/);
    expect((await contracts.lookup(1, EOA)).isVerified).toBe(false);
  });

  it('answers 5016 naming chainId for a chain the explorer does not serve', async () => {
    const error = await failure(service().lookup(10, USDT));
    expect(error).toMatchObject({ code: 5016, detail: expect.stringMatching(/^chainId/) });
  });

  it('uses a per-chain explorer URL without chainid', async () => {
    const optimism = await startExplorerStub({ isMultichain: false });
    try {
      optimism.records.set(`1:${USDT.toLowerCase()}`, verifiedRecord({ ContractName: 'OnOptimism' }));
      process.env.ETHERSCAN_API_URL_10 = `${optimism.baseUrl}/api`;
      expect(await service().lookup(10, USDT)).toMatchObject({ chainId: 10, contractName: 'OnOptimism' });
      expect(new URL(optimism.requests[0].url, 'http://x').searchParams.has('chainid')).toBe(false);
      expect(explorer.requests).toHaveLength(0);
    } finally {
      await optimism.close();
    }
  });

  it('fails (5000 by the handler) on a refused key, without the key in the error', async () => {
    explorer.apiKey = 'another-key';
    const error = await service()
      .lookup(1, USDT)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(String(error)).toMatch(/Missing\/Invalid API Key/);
    expect(String(error)).not.toContain('test-key');
  });
});
