import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '@/db/testing/test-database';
import { clearContractInfoCache } from '@/lib/server/market';
import { ERC20_ABI, type ExplorerStub, startExplorerStub, verifiedRecord } from '@/lib/server/market/testing/stubs';
import { createBrowser } from '@/test/api-client';
import { POST } from './route';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const BSC_USD = '0x55d398326f99059fF775485246999027B3197955';
const NAMES = ['ETHERSCAN_API_URL', 'ETHERSCAN_API_KEY', 'TRUST_PROXY'] as const;

let nextIp = 1;
/** A browser with its own address (TRUST_PROXY=1: X-Forwarded-For names the client). */
const browser = (language = 'en-US') =>
  createBrowser('http://localhost:3000', { 'x-forwarded-for': `203.0.113.${nextIp++}`, 'accept-language': language });

describe('POST /api/rpc/opensource', () => {
  let explorer: ExplorerStub;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    provideDatabase(await createTestDatabase('pglite'));
    explorer = await startExplorerStub();
    explorer.apiKey = 'route-key';
    explorer.records.set(`1:${USDT.toLowerCase()}`, verifiedRecord());
    explorer.records.set(`56:${BSC_USD.toLowerCase()}`, verifiedRecord({ ContractName: 'BEP20USDT' }));
    process.env.ETHERSCAN_API_URL = `${explorer.baseUrl}/v2/api`;
    process.env.ETHERSCAN_API_KEY = 'route-key';
    process.env.TRUST_PROXY = '1';
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await explorer.close();
    await closeDb();
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }, DATABASE_SETUP_TIMEOUT_MS);

  beforeEach(() => {
    clearContractInfoCache();
    explorer.requests.length = 0;
  });

  it('answers whether the source is verified and its ABI (chainId 1 by default)', async () => {
    const answer = await browser().post(POST, '/api/rpc/opensource', { contractAddress: USDT.toLowerCase() });
    expect(answer).toMatchObject({
      status: 200,
      code: 0,
      data: {
        chainId: 1,
        contractAddress: USDT,
        isVerified: true,
        abi: ERC20_ABI,
        contractName: 'TetherToken',
        isProxy: false,
      },
    });
    const unverified = await browser().post(POST, '/api/rpc/opensource', {
      contractAddress: '0x000000000000000000000000000000000000dEaD',
    });
    expect(unverified.data).toMatchObject({ isVerified: false, abi: null });
  });

  it('looks up another chain, and answers from the cache the second time', async () => {
    const client = browser();
    for (const chainId of [56, '56']) {
      const answer = await client.post(POST, '/api/rpc/opensource', { contractAddress: BSC_USD, chainId });
      expect(answer.data).toMatchObject({ chainId: 56, contractName: 'BEP20USDT' });
    }
    expect(explorer.requests).toHaveLength(1);
    expect(new URL(explorer.requests[0].url, 'http://x').searchParams.get('chainid')).toBe('56');
  });

  it('answers 5016 naming the field for bad input, and for a chain the explorer does not serve', async () => {
    const client = browser();
    const bad = (body: unknown) => client.post(POST, '/api/rpc/opensource', body);
    expect(await bad({ contractAddress: '0x12' })).toMatchObject({
      status: 400,
      code: 5016,
      message: expect.stringContaining('contractAddress'),
    });
    expect((await bad({})).message).toMatch(/contractAddress/);
    expect((await bad({ contractAddress: USDT, chainId: 0 })).message).toMatch(/chainId/);
    expect((await bad({ contractAddress: USDT, chainId: 'eth' })).message).toMatch(/chainId/);
    expect(await bad({ contractAddress: USDT, chainId: 10 })).toMatchObject({
      status: 400,
      code: 5016,
      message: expect.stringContaining('chainId (not served by the explorer)'),
    });
  });

  it('answers 5021 in the request language when the explorer stays rate limited', async () => {
    explorer.rateLimitNext(3);
    const answer = await browser('zh-CN').post(POST, '/api/rpc/opensource', { contractAddress: USDT });
    expect(answer).toMatchObject({
      status: 503,
      code: 5021,
      message: expect.stringMatching(/[\u4e00-\u9fff].*explorer-busy$/),
    });
  }, 10_000);

  it('answers 5000 without internals when the explorer refuses our key', async () => {
    explorer.apiKey = 'rotated';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await browser().post(POST, '/api/rpc/opensource', { contractAddress: USDT });
      expect(answer).toMatchObject({ status: 500, code: 5000 });
      expect(answer.message).not.toMatch(/key|route-key|127\.0\.0\.1/i);
    } finally {
      error.mockRestore();
      explorer.apiKey = 'route-key';
    }
  });
});
