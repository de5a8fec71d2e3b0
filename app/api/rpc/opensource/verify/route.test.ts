import type { Address, Hash } from 'viem';
import { connectLocalChain, type LocalChain } from '@/chains/evm/multisend/test-support';
import { loadTokenBytecode } from '@/chains/evm/token/artifacts';
import { buildTokenDeployment, type TokenDeployment, type TokenLaunch } from '@/chains/evm/token/deploy';
import { tokenVariant } from '@/chains/evm/token/variants';
import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '@/db/testing/test-database';
import { tokenStandardJsonInput } from '@/lib/server/market/source-verification';
import { startVerificationStub, type VerificationStub } from '@/lib/server/market/testing/verification-stub';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { createBrowser } from '@/test/api-client';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { POST } from './route';
import { POST as STATUS } from './status/route';

// The source verification a published token is offered: the request we send to an Etherscan v2 stand-in that does
// what Etherscan does — compiles our standard JSON input with solc and compares it with the deployment on anvil.

const NAMES = ['ETHERSCAN_API_URL', 'ETHERSCAN_API_KEY', 'TRUST_PROXY'] as const;
let nextIp = 1;
const browser = (language = 'en-US') =>
  createBrowser('http://localhost:3000', { 'x-forwarded-for': `198.51.100.${nextIp++}`, 'accept-language': language });

jest.setTimeout(120_000);

describe('POST /api/rpc/opensource/verify and …/status', () => {
  let anvil: AnvilInstance | undefined;
  let local: LocalChain;
  let explorer: VerificationStub;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    provideDatabase(await createTestDatabase('pglite'));
    anvil = await startAnvil({ chainId: 8453 });
    local = await connectLocalChain(anvil.rpcUrl);
    explorer = await startVerificationStub(local.publicClient);
    process.env.ETHERSCAN_API_URL = `${explorer.baseUrl}/v2/api`;
    process.env.ETHERSCAN_API_KEY = explorer.apiKey;
    process.env.TRUST_PROXY = '1';
    // solc loads once per process (seconds on a busy machine): before the explorer's first compile, as a real one has.
    await import('solc');
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await explorer?.close();
    await anvil?.stop();
    await closeDb();
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }, DATABASE_SETUP_TIMEOUT_MS);

  async function publish(
    change: Partial<TokenLaunch> = {},
  ): Promise<{ address: Address; deployment: TokenDeployment }> {
    const launch: TokenLaunch = {
      name: 'Verified Token',
      symbol: 'VRF',
      decimals: 18,
      initialSupply: 10n ** 24n,
      receiver: ANVIL_ACCOUNTS[1].address,
      cap: 2n * 10n ** 24n,
      owner: ANVIL_ACCOUNTS[1].address,
      isMintable: true,
      isCapped: true,
      isBurnable: false,
      isPausable: true,
      isRenounced: false,
      ...change,
    };
    const deployment = buildTokenDeployment(launch, await loadTokenBytecode(tokenVariant(launch)), {
      receiver: ANVIL_ACCOUNTS[2].address,
      amount: 10n ** 15n,
    });
    const hash: Hash = await local
      .walletFor(ANVIL_ACCOUNTS[1])
      .sendTransaction({ data: deployment.data, value: deployment.value });
    const receipt = await local.publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('not deployed');
    explorer.creations.set(receipt.contractAddress.toLowerCase(), hash);
    return { address: receipt.contractAddress, deployment };
  }

  it('sends our standard JSON input, which compiles to exactly the deployed bytecode, and polls to verified', async () => {
    const { address, deployment } = await publish();
    const client = browser();
    const submitted = await client.post(POST, '/api/rpc/opensource/verify', {
      chainId: 8453,
      contractAddress: address.toLowerCase(),
      variant: deployment.variant,
      constructorArguments: deployment.constructorArguments,
    });
    expect(submitted).toMatchObject({ status: 200, code: 0, data: { state: 'submitted' } });
    const { guid } = submitted.data as { guid: string };
    await explorer.work.get(guid);
    expect(explorer.outcomes.get(guid)).toBe('Pass - Verified');

    // What went out: chain and action in the query, the source as standard JSON, our template's name.
    const sent = explorer.requests.find((request) => request.method === 'POST');
    const url = new URL(sent?.url ?? '', 'http://stub');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainid: '8453',
      module: 'contract',
      action: 'verifysourcecode',
      apikey: explorer.apiKey,
    });
    const form = new URLSearchParams(sent?.body);
    expect(form.get('contractname')).toBe('ChainkitToken.sol:ChainkitTokenMCP');
    expect(form.get('codeformat')).toBe('solidity-standard-json-input');
    expect(form.get('constructorArguements')).toBe(deployment.constructorArguments.slice(2));
    expect(JSON.parse(form.get('sourceCode') ?? '')).toEqual(tokenStandardJsonInput());

    const status = (body: unknown) => client.post(STATUS, '/api/rpc/opensource/verify/status', body);
    const first = await status({ chainId: 8453, guid });
    expect(first.data).toEqual({ state: 'pending' });
    expect((await status({ chainId: '8453', guid })).data).toEqual({ state: 'verified' });
  });

  it('reports a failed verification in the explorer words (arguments of another token)', async () => {
    const { address, deployment } = await publish({ isPausable: false, isCapped: false, cap: 0n });
    const other = await publish({ name: 'Other' });
    const client = browser();
    const submitted = await client.post(POST, '/api/rpc/opensource/verify', {
      chainId: 8453,
      contractAddress: address,
      variant: deployment.variant,
      constructorArguments: other.deployment.constructorArguments,
    });
    const { guid } = submitted.data as { guid: string };
    await explorer.work.get(guid);
    const status = (body: unknown) => client.post(STATUS, '/api/rpc/opensource/verify/status', body);
    await status({ chainId: 8453, guid });
    expect((await status({ chainId: 8453, guid })).data).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/does NOT match/),
    });
  });

  it('refuses bad input with 5016 and changes nothing', async () => {
    const client = browser();
    const before = explorer.requests.length;
    const bad = (body: unknown) => client.post(POST, '/api/rpc/opensource/verify', body);
    const valid = {
      chainId: 8453,
      contractAddress: ANVIL_ACCOUNTS[0].address,
      variant: 'ChainkitToken',
      constructorArguments: '',
    };
    expect(await bad({ ...valid, contractAddress: '0x12' })).toMatchObject({ status: 400, code: 5016 });
    expect(await bad({ ...valid, variant: 'SomethingElse' })).toMatchObject({ status: 400, code: 5016 });
    expect(await bad({ ...valid, constructorArguments: 'zz' })).toMatchObject({ status: 400, code: 5016 });
    expect(await bad({ ...valid, constructorArguments: '00'.repeat(32) })).toMatchObject({ status: 400, code: 5016 });
    expect(
      await client.post(STATUS, '/api/rpc/opensource/verify/status', { chainId: 8453, guid: 'x y' }),
    ).toMatchObject({ status: 400, code: 5016 });
    expect(explorer.requests.length).toBe(before);
  });

  it('answers 5021 in the user language when no explorer key is set', async () => {
    delete process.env.ETHERSCAN_API_KEY;
    try {
      const { address, deployment } = await publish();
      const answer = await browser('zh-CN').post(POST, '/api/rpc/opensource/verify', {
        chainId: 8453,
        contractAddress: address,
        variant: deployment.variant,
        constructorArguments: deployment.constructorArguments,
      });
      expect(answer).toMatchObject({ status: 503, code: 5021, message: expect.stringContaining('开源验证') });
    } finally {
      process.env.ETHERSCAN_API_KEY = explorer.apiKey;
    }
  });
});
