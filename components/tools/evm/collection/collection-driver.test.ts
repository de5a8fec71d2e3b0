import type { Address, Hex } from 'viem';
import { BatchExecutor } from '@/lib/batch';
import { AttemptLog } from '../key-batch/attempts';
import type { FeeQuote } from '../key-batch/fees';
import { parseKeyList } from '../key-batch/keys';
import {
  faultyClient,
  freshWallets,
  fund,
  type LocalRun,
  randomAddress,
  runJob,
  startLocalRun,
} from '../key-batch/test-support';
import { createCollectionDriver } from './collection-driver';
import { collectionJob, planCollection } from './collection-plan';

jest.setTimeout(60_000);

let local: LocalRun;

beforeAll(async () => {
  local = await startLocalRun();
});

afterAll(async () => {
  await local?.anvil.stop();
});

async function collect(count: number, balanceOf: (index: number) => bigint, quote?: FeeQuote) {
  const wallets = freshWallets(count);
  await fund(local.target.rpcUrl, new Map(wallets.map((wallet, index) => [wallet.address, balanceOf(index)])));
  const destination = randomAddress();
  const { entries, ring, issues } = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
  expect(issues).toEqual([]);
  const settings = { chainId: local.target.chainId, token: 'native' as const, destination, keep: 0n };
  const plan = await planCollection({ target: local.target, client: local.client, entries, settings, quote });
  const { job } = collectionJob(plan, local.target);
  const feeQuote = quote ? () => Promise.resolve(quote) : undefined;
  const driver = createCollectionDriver(settings, { client: local.client, ring, attempts: new AttemptLog(), feeQuote });
  const executor = await runJob(job, driver);
  return { wallets, destination, plan, executor };
}

describe('native collection on anvil', () => {
  it('sweeps 20 wallets: the destination gets every balance less its exact fee reservation', async () => {
    const balanceOf = (index: number) => 10n ** 17n * BigInt(index + 1) + BigInt(index * 7919);
    const { wallets, destination, plan, executor } = await collect(20, balanceOf);
    expect(plan.totals).toMatchObject({ ready: 20, empty: 0, errors: 0 });
    const { job, counts } = executor.getSnapshot();
    expect(counts).toMatchObject({ confirmed: 20, failed: 0, total: 20 });

    let received = 0n;
    for (const [index, wallet] of wallets.entries()) {
      const chunk = job.chunks.find((candidate) => candidate.lane === wallet.address);
      const hash = chunk?.txHash as Hex;
      const [tx, receipt, left] = await Promise.all([
        local.client.getTransaction({ hash }),
        local.client.getTransactionReceipt({ hash }),
        local.client.getBalance({ address: wallet.address }),
      ]);
      const reservation = 21_000n * (tx.maxFeePerGas as bigint);
      expect(tx).toMatchObject({ type: 'eip1559', gas: 21_000n, nonce: 0, to: destination.toLowerCase() });
      // Sent: balance − gasLimit × maxFeePerGas; left: the part of the reservation the block did not charge.
      expect(tx.value).toBe(balanceOf(index) - reservation);
      expect(receipt.gasUsed).toBe(21_000n);
      expect(left).toBe(reservation - receipt.gasUsed * receipt.effectiveGasPrice);
      received += tx.value;
    }
    expect(await local.client.getBalance({ address: destination as Address })).toBe(received);
    const reservations = plan.wallets.reduce((sum, wallet) => sum + wallet.fee, 0n);
    const total = wallets.reduce((sum, _wallet, index) => sum + balanceOf(index), 0n);
    // The plan's reservations were priced with the quote of the moment; what was sent used the quote at sending.
    expect(plan.totals.amount).toBe(total - reservations);
  });

  it('leaves exactly 0 when the price is fixed (legacy gasPrice, as on legacy chains)', async () => {
    const block = await local.client.getBlock();
    const quote: FeeQuote = { type: 'legacy', gasPrice: (block.baseFeePerGas ?? 0n) + 2_000_000_000n };
    const balanceOf = (index: number) => 10n ** 16n + BigInt(index);
    const { wallets, destination } = await collect(5, balanceOf, quote);
    for (const wallet of wallets) expect(await local.client.getBalance({ address: wallet.address })).toBe(0n);
    const expected = wallets.reduce((sum, _wallet, index) => sum + balanceOf(index) - 21_000n * quote.gasPrice, 0n);
    expect(await local.client.getBalance({ address: destination })).toBe(expected);
  });

  it('leaves out wallets that cannot pay the fee, and marks them empty in the plan', async () => {
    const { plan, executor } = await collect(3, (index) => (index === 0 ? 1000n : 10n ** 16n));
    expect(plan.wallets.map((wallet) => wallet.state)).toEqual(['empty', 'ready', 'ready']);
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 2, total: 2 });
  });

  it('retries a failed wallet as done when its balance has already moved', async () => {
    const wallets = freshWallets(2);
    await fund(local.target.rpcUrl, new Map(wallets.map((wallet) => [wallet.address, 10n ** 16n])));
    const destination = randomAddress();
    const { entries, ring } = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
    const settings = { chainId: local.target.chainId, token: 'native' as const, destination, keep: 0n };
    const plan = await planCollection({ target: local.target, client: local.client, entries, settings });
    const { job } = collectionJob(plan, local.target);
    let isBroken = true;
    let broadcasts = 0;
    const client = faultyClient(local.target, (method) => {
      if (method !== 'eth_sendRawTransaction') return 'pass';
      broadcasts += 1;
      return isBroken ? 'fail-before' : 'pass';
    });
    const executor = new BatchExecutor(
      job,
      createCollectionDriver(settings, { client, ring, attempts: new AttemptLog() }),
      {
        concurrency: 8,
      },
    );
    await executor.run();
    expect(executor.getSnapshot().counts).toMatchObject({ failed: 2 });
    // The first wallet is emptied elsewhere meanwhile (another tool, another tab): nothing is left to collect.
    await fund(local.target.rpcUrl, new Map([[wallets[0].address, 0n]]));
    isBroken = false;
    await executor.retryFailed();
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 2, failed: 0 });
    expect(broadcasts).toBe(3);
    const sent = await local.client.getBalance({ address: destination });
    expect(sent).toBe(
      10n ** 16n -
        21_000n *
          ((
            await local.client.getTransaction({
              hash: executor.getSnapshot().job.chunks[1].txHash as Hex,
            })
          ).maxFeePerGas as bigint),
    );
  });
});
