import type { Address } from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { multisendDeploymentStatus } from '@/chains/evm/multisend/status';
import { type BatchExecutor, chunkOfRows } from '@/lib/batch';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { mintMany } from '@/test/multicall';
import { AttemptLog } from '../key-batch/attempts';
import { parseKeyList } from '../key-batch/keys';
import { freshWallets, fund, type LocalRun, randomAddress, runJob, startLocalRun } from '../key-batch/test-support';
import { createCollectionDriver } from './collection-driver';
import { type CollectionPlan, collectionJob, planCollection, TOP_UP_PERCENT } from './collection-plan';
import { createTopUpDriver, deployMultisendFrom, type TopUpMode, topUpJob, topUpModeFor } from './top-up';

jest.setTimeout(60_000);

let local: LocalRun;
let token: TestToken;

beforeAll(async () => {
  local = await startLocalRun();
  token = await deployTestToken(local.target.rpcUrl);
});

afterAll(async () => {
  await local?.anvil.stop();
});

const TOKENS = (index: number) => 1_000_000n * BigInt(index + 1) + 17n;

async function collectTokens(mode: TopUpMode) {
  const wallets = freshWallets(6);
  // Half the wallets hold coins for their fee, half hold none.
  await fund(local.target.rpcUrl, new Map(wallets.slice(0, 3).map((wallet) => [wallet.address, 10n ** 16n])));
  await mintMany(token, local.target.rpcUrl, new Map(wallets.map((wallet, index) => [wallet.address, TOKENS(index)])));
  const [funder] = freshWallets(1);
  await fund(local.target.rpcUrl, new Map([[funder.address, 10n ** 18n]]));
  const funding = parseKeyList(funder.key).ring;
  const destination = randomAddress();
  const { entries, ring } = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
  const settings = { chainId: local.target.chainId, token: token.address, destination, keep: 0n };
  const plan = () => planCollection({ target: local.target, client: local.client, entries, settings });

  const before = await plan();
  expect(before.wallets.map((wallet) => wallet.state)).toEqual([
    'ready',
    'ready',
    'ready',
    'needs-gas',
    'needs-gas',
    'needs-gas',
  ]);
  expect(before.asset).toEqual({ symbol: 'tUSDT', decimals: 6 });
  const block = await local.client.getBlock();
  const topUps = topUpJob(before.wallets, funder.address, mode, block.gasLimit, {
    chainId: local.target.chainId,
    symbol: 'ETH',
    decimals: 18,
  });
  const needs = new Map(before.wallets.map((wallet) => [wallet.address.toLowerCase(), wallet.fee]));
  const topUpDriver = createTopUpDriver({
    client: local.client,
    ring: funding,
    attempts: new AttemptLog(),
    chainId: local.target.chainId,
    mode,
    needs,
  });
  const topUpRun = await runJob(topUps, topUpDriver);
  expect(topUpRun.getSnapshot().counts).toMatchObject({ confirmed: 3, failed: 0 });

  const after = await plan();
  expect(after.wallets.every((wallet) => wallet.state === 'ready')).toBe(true);
  const { job } = collectionJob(after, local.target);
  const driver = createCollectionDriver(settings, { client: local.client, ring, attempts: new AttemptLog() });
  const run = await runJob(job, driver);
  return { wallets, destination, before, topUpRun, run };
}

async function expectCollected(result: Awaited<ReturnType<typeof collectTokens>>) {
  const { wallets, destination, before, run } = result;
  expect(run.getSnapshot().counts).toMatchObject({ confirmed: 6, failed: 0 });
  for (const wallet of wallets) expect(await token.balanceOf(wallet.address)).toBe(0n);
  const minted = wallets.reduce((sum, _wallet, index) => sum + TOKENS(index), 0n);
  expect(await token.balanceOf(destination)).toBe(minted);
  // Each topped-up wallet received TOP_UP_PERCENT % of its planned fee reservation.
  for (const wallet of before.wallets.filter((entry) => entry.state === 'needs-gas')) {
    expect(wallet.topUp).toBe((wallet.fee * TOP_UP_PERCENT + 99n) / 100n);
  }
}

function topUpHashes(run: BatchExecutor): (string | undefined)[] {
  const { job } = run.getSnapshot();
  return chunkOfRows(job).map((chunk) => chunk?.txHash);
}

describe('ERC-20 collection with gas top-ups on anvil', () => {
  it('tops up with plain transfers when Multisend is missing, then collects every token', async () => {
    expect(await multisendDeploymentStatus(local.client)).toBe('deployable');
    expect(topUpModeFor('deployable')).toBe('transfers');
    const result = await collectTokens('transfers');
    expect(new Set(topUpHashes(result.topUpRun)).size).toBe(3);
    await expectCollected(result);
  });

  it('deploys Multisend from the funding wallet, then tops up three wallets in one transaction', async () => {
    const [deployer] = freshWallets(1);
    await fund(local.target.rpcUrl, new Map([[deployer.address, 10n ** 18n]]));
    await deployMultisendFrom({
      client: local.client,
      ring: parseKeyList(deployer.key).ring,
      funding: deployer.address as Address,
      chainId: local.target.chainId,
      attempts: new AttemptLog(),
    });
    expect(await multisendDeploymentStatus(local.client)).toBe('deployed');
    const result = await collectTokens('multisend');
    const hashes = topUpHashes(result.topUpRun);
    expect(new Set(hashes).size).toBe(1);
    const tx = await local.client.getTransaction({ hash: hashes[0] as `0x${string}` });
    expect(tx.to).toBe(MULTISEND_ADDRESS.toLowerCase());
    await expectCollected(result);
  });

  it('plans nothing to top up for a native collection', async () => {
    const [wallet] = freshWallets(1);
    await fund(local.target.rpcUrl, new Map([[wallet.address, 10n ** 16n]]));
    const { entries } = parseKeyList(wallet.key);
    const settings = {
      chainId: local.target.chainId,
      token: 'native' as const,
      destination: randomAddress(),
      keep: 0n,
    };
    const plan: CollectionPlan = await planCollection({
      target: local.target,
      client: local.client,
      entries,
      settings,
    });
    expect(plan.totals).toMatchObject({ topUp: 0n, ready: 1, needsGas: 0 });
  });
});
