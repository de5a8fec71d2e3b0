import type { Address, Hex } from 'viem';
import { BatchExecutor } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { mintMany } from '@/test/multicall';
import { AttemptLog } from '../key-batch/attempts';
import { attemptsOnChain } from '../key-batch/broadcast';
import {
  type Fault,
  faultyClient,
  freshWallets,
  fund,
  type LocalRun,
  randomAddress,
  runJob,
  startLocalRun,
} from '../key-batch/test-support';
import { createMultiSendDriver, type MultiSendSettings, multiSendJob } from './multi-send-driver';
import { planMultiSend } from './multi-send-plan';
import { parseMultiSendRows } from './multi-send-rows';

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

const ETHER = 10n ** 18n;
const nativeSettings = (): MultiSendSettings => ({
  chainId: local.target.chainId,
  token: 'native',
  symbol: 'ETH',
  decimals: 18,
});

describe('multi-send on anvil', () => {
  it('sends every row, each wallet in its own lane with nonces 0, 1, 2 read from the chain', async () => {
    const sources = freshWallets(4);
    await fund(local.target.rpcUrl, new Map(sources.map((wallet) => [wallet.address, ETHER])));
    const recipients = Array.from({ length: 13 }, () => randomAddress());
    // Four wallets send three rows each; the last one sends "all" from a fifth wallet.
    const [solo] = freshWallets(1);
    await fund(local.target.rpcUrl, new Map([[solo.address, ETHER / 2n]]));
    const lines = sources.flatMap((wallet, sourceIndex) =>
      [0, 1, 2].map((offset) => `${wallet.key},${recipients[sourceIndex * 3 + offset]},0.0${sourceIndex + 1}${offset}`),
    );
    lines.push(`${solo.key.slice(2).toUpperCase()}\t${recipients[12]}\tALL`);
    const parsed = parseMultiSendRows(['privateKey,recipient,amount', ...lines].join('\n'), 18);
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toHaveLength(13);

    const settings = nativeSettings();
    const plan = await planMultiSend({ target: local.target, client: local.client, rows: parsed.rows, settings });
    expect(plan.totals).toMatchObject({ senders: 5, problems: 0 });
    const job = multiSendJob(parsed.rows, settings, local.target);
    expect(new Set(job.chunks.map((chunk) => chunk.lane)).size).toBe(5);
    const driver = createMultiSendDriver(settings, {
      client: local.client,
      ring: parsed.ring,
      attempts: new AttemptLog(),
    });
    const executor = await runJob(job, driver, 8);
    const { counts, job: done } = executor.getSnapshot();
    expect(counts).toMatchObject({ confirmed: 13, failed: 0 });

    for (const [sourceIndex, wallet] of sources.entries()) {
      const chunks = done.chunks.filter((chunk) => chunk.lane === wallet.address);
      const txs = await Promise.all(chunks.map((chunk) => local.client.getTransaction({ hash: chunk.txHash as Hex })));
      expect(txs.map((tx) => tx.nonce)).toEqual([0, 1, 2]);
      expect(await local.client.getTransactionCount({ address: wallet.address })).toBe(3);
      for (const offset of [0, 1, 2]) {
        const expected = (ETHER * BigInt((sourceIndex + 1) * 10 + offset)) / 1000n;
        expect(await local.client.getBalance({ address: recipients[sourceIndex * 3 + offset] })).toBe(expected);
      }
    }
    // "all": the wallet's balance less gasLimit × maxFeePerGas.
    const allChunk = done.chunks.find((chunk) => chunk.lane === solo.address);
    const allTx = await local.client.getTransaction({ hash: allChunk?.txHash as Hex });
    expect(allTx.value).toBe(ETHER / 2n - 21_000n * (allTx.maxFeePerGas as bigint));
    expect(await local.client.getBalance({ address: recipients[12] })).toBe(allTx.value);
  });

  it('sends an ERC-20, "all" being the whole token balance', async () => {
    const [first, second] = freshWallets(2);
    await fund(local.target.rpcUrl, new Map([first, second].map((wallet) => [wallet.address, ETHER])));
    await mintMany(
      token,
      local.target.rpcUrl,
      new Map([
        [first.address, 5_000_000n],
        [second.address, 1_234_567n],
      ]),
    );
    const [to1, to2] = [randomAddress(), randomAddress()];
    const parsed = parseMultiSendRows(`${first.key} ${to1} 2.5\n${second.key} ${to2} all`, 6);
    const settings: MultiSendSettings = {
      chainId: local.target.chainId,
      token: token.address,
      symbol: 'tUSDT',
      decimals: 6,
    };
    const plan = await planMultiSend({ target: local.target, client: local.client, rows: parsed.rows, settings });
    expect(plan.rows.map((row) => row.amount)).toEqual([2_500_000n, 1_234_567n]);
    const driver = createMultiSendDriver(settings, {
      client: local.client,
      ring: parsed.ring,
      attempts: new AttemptLog(),
    });
    await runJob(multiSendJob(parsed.rows, settings, local.target), driver);
    expect(await token.balanceOf(to1)).toBe(2_500_000n);
    expect(await token.balanceOf(to2)).toBe(1_234_567n);
    expect(await token.balanceOf(second.address)).toBe(0n);
  });

  it('flags rows whose wallet cannot pay them before anything is signed', async () => {
    const [poor] = freshWallets(1);
    await fund(local.target.rpcUrl, new Map([[poor.address, ETHER / 100n]]));
    const parsed = parseMultiSendRows(`${poor.key},${randomAddress()},0.009\n${poor.key},${randomAddress()},0.009`, 18);
    const plan = await planMultiSend({
      target: local.target,
      client: local.client,
      rows: parsed.rows,
      settings: nativeSettings(),
    });
    expect(plan.rows.map((row) => row.problem)).toEqual(['insufficient-funds', 'insufficient-funds']);
  });
});

describe('retrying after a failure', () => {
  async function sendOnce(fault: (method: string) => Fault) {
    const [source] = freshWallets(1);
    await fund(local.target.rpcUrl, new Map([[source.address, ETHER]]));
    const recipient = randomAddress();
    const parsed = parseMultiSendRows(`${source.key},${recipient},0.25`, 18);
    const settings = nativeSettings();
    let broadcasts = 0;
    let isFaulty = true;
    const client = faultyClient(local.target, (method) => {
      if (method === 'eth_sendRawTransaction') broadcasts += 1;
      return isFaulty ? fault(method) : 'pass';
    });
    const attempts = new AttemptLog();
    const executor = new BatchExecutor(
      multiSendJob(parsed.rows, settings, local.target),
      createMultiSendDriver(settings, { client, ring: parsed.ring, attempts }),
      { concurrency: 8 },
    );
    await executor.run();
    const failed = executor.getSnapshot();
    isFaulty = false;
    await executor.retryFailed();
    return { source, recipient, failed, executor, broadcasts: () => broadcasts, attempts };
  }

  it('does not send again when the lost broadcast had reached the chain', async () => {
    const run = await sendOnce((method) => (method === 'eth_sendRawTransaction' ? 'fail-after' : 'pass'));
    expect(run.failed.counts).toMatchObject({ failed: 1 });
    expect(run.failed.job.chunks[0].txHash).toBeUndefined();
    const { counts, job } = run.executor.getSnapshot();
    expect(counts).toMatchObject({ confirmed: 1, failed: 0 });
    expect(run.broadcasts()).toBe(1);
    expect(job.chunks[0].txHash).toBeUndefined();
    expect(await local.client.getBalance({ address: run.recipient })).toBe(ETHER / 4n);
    expect(await local.client.getTransactionCount({ address: run.source.address })).toBe(1);
  });

  it('does not send again when the receipt could not be read', async () => {
    const run = await sendOnce((method) => (method === 'eth_getTransactionReceipt' ? 'fail-before' : 'pass'));
    expect(run.failed.counts).toMatchObject({ failed: 1 });
    expect(run.failed.job.chunks[0].txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(run.executor.getSnapshot().counts).toMatchObject({ confirmed: 1 });
    expect(run.broadcasts()).toBe(1);
    expect(await local.client.getBalance({ address: run.recipient })).toBe(ETHER / 4n);
  });

  it('sends again, once, when the failed broadcast never reached the node', async () => {
    const run = await sendOnce((method) => (method === 'eth_sendRawTransaction' ? 'fail-before' : 'pass'));
    expect(run.failed.counts).toMatchObject({ failed: 1 });
    expect(run.executor.getSnapshot().counts).toMatchObject({ confirmed: 1 });
    expect(run.broadcasts()).toBe(2);
    expect(run.attempts.of(0)).toHaveLength(2);
    expect(await local.client.getBalance({ address: run.recipient })).toBe(ETHER / 4n);
    expect(await local.client.getTransactionCount({ address: run.source.address })).toBe(1);
  });

  it('refuses to decide while an earlier transaction is still pending', async () => {
    const [source] = freshWallets(1);
    await fund(local.target.rpcUrl, new Map([[source.address, ETHER]]));
    const parsed = parseMultiSendRows(`${source.key},${randomAddress()},0.1`, 18);
    const settings = nativeSettings();
    const attempts = new AttemptLog();
    const driver = createMultiSendDriver(settings, { client: local.client, ring: parsed.ring, attempts });
    const job = multiSendJob(parsed.rows, settings, local.target);
    await local.client.request({ method: 'evm_setAutomine', params: [false] } as never);
    try {
      const hash = await driver.send(
        { id: 0, lane: job.chunks[0].lane, rowIndexes: [0], rows: job.rows },
        { nonce: 0, signal: new AbortController().signal },
      );
      expect(await attemptsOnChain(local.client, source.address as Address, [hash])).toBe('pending');
      await expect(
        driver.checkOnChain({ id: 0, lane: job.chunks[0].lane, rowIndexes: [0], rows: job.rows }, hash),
      ).rejects.toMatchObject({ code: CLIENT_CODE.REQUEST_ALREADY_PENDING });
      await local.client.request({ method: 'evm_mine', params: [] } as never);
      expect(await attemptsOnChain(local.client, source.address as Address, [hash])).toBe('confirmed');
    } finally {
      await local.client.request({ method: 'evm_setAutomine', params: [true] } as never);
    }
  });
});
