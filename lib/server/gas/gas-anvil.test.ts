import { createPublicClient, createTestClient, createWalletClient, http, parseGwei } from 'viem';
import { foundry } from 'viem/chains';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { ERC20_TRANSFER_GAS, formatCoin, formatGwei, NATIVE_TRANSFER_GAS } from './fees';
import { gasSnapshot } from './snapshot';
import { GasTracker } from './tracker';

// The gas figures from a real eth_feeHistory: anvil answers as Base (8453, reached through CHAIN_RPC_8453 as in
// production), one block holds ten transfers tipping 1 to 10 Gwei, and the tracker's tiers, costs and title range
// come out of that block and anvil's next base fee.

jest.setTimeout(60_000);

const CHAIN_ID = 8453;
let anvil: AnvilInstance | undefined;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID });
  process.env[`CHAIN_RPC_${CHAIN_ID}`] = anvil.rpcUrl;
  const chain = { ...foundry, id: CHAIN_ID };
  const transport = http(anvil.rpcUrl);
  const testClient = createTestClient({ chain, mode: 'anvil', transport });
  const wallet = createWalletClient({ account: ANVIL_ACCOUNTS[0], chain, transport });
  const publicClient = createPublicClient({ chain, transport });
  await testClient.setAutomine(false);
  const nonce = await publicClient.getTransactionCount({ address: ANVIL_ACCOUNTS[0].address });
  for (let index = 0; index < 10; index += 1) {
    await wallet.sendTransaction({
      to: ANVIL_ACCOUNTS[1].address,
      value: 1n,
      gas: NATIVE_TRANSFER_GAS,
      nonce: nonce + index,
      maxPriorityFeePerGas: parseGwei(String(index + 1)),
      maxFeePerGas: parseGwei('100'),
    });
  }
  await testClient.mine({ blocks: 1 });
  await testClient.setAutomine(true);
}, 30_000);

afterAll(async () => {
  delete process.env[`CHAIN_RPC_${CHAIN_ID}`];
  await anvil?.stop();
});

describe('gas figures from anvil', () => {
  it('reads the tiers from the block tips and the next base fee', async () => {
    const tracker = new GasTracker({ chainIds: [CHAIN_ID] });
    const [state] = await tracker.readAll();
    expect(state.error).toBeUndefined();
    const reading = state.reading;
    const client = createPublicClient({ transport: http(anvil?.rpcUrl) });
    const history = await client.getFeeHistory({ blockCount: 1, blockTag: 'latest', rewardPercentiles: [50] });
    expect(reading?.blockNumber).toBe(await client.getBlockNumber());
    expect(reading?.baseFeeWei).toBe(history.baseFeePerGas[1]);
    // Ten equal-gas transfers tipping 1…10 Gwei: the 10th, 50th and 90th percentiles of the block's gas.
    expect(reading?.priorityFeeWei).toEqual({ slow: parseGwei('1'), standard: parseGwei('5'), fast: parseGwei('9') });
    expect(tracker.totalUpstreamCalls()).toBe(1);
  });

  it("gives the page's rows: Gwei per tier, transfer costs in the coin and in USD, the title's range", async () => {
    const tracker = new GasTracker({ chainIds: [CHAIN_ID] });
    const snapshot = await gasSnapshot(tracker, { readPrice: async () => '2000' });
    const [state] = tracker.peekAll();
    const base = state.reading?.baseFeeWei ?? 0n;
    const standard = base + parseGwei('5');
    const [row] = snapshot.chains;
    expect(row).toMatchObject({ chainId: CHAIN_ID, slug: 'base', name: 'Base', symbol: 'ETH', isStale: false });
    expect(row.figures?.tiers).toEqual({
      slow: { priorityGwei: '1', priceGwei: formatGwei(base + parseGwei('1')) },
      standard: { priorityGwei: '5', priceGwei: formatGwei(standard) },
      fast: { priorityGwei: '9', priceGwei: formatGwei(base + parseGwei('9')) },
    });
    expect(row.figures?.baseFeeGwei).toBe(formatGwei(base));
    expect(row.figures?.nativeTransfer).toBe(formatCoin(standard * NATIVE_TRANSFER_GAS, 18));
    expect(row.figures?.erc20Transfer).toBe(formatCoin(standard * ERC20_TRANSFER_GAS, 18));
    // About 5.9 Gwei × 21,000 gas = 0.000124 ETH; at $2,000 that is $0.25.
    const expectedUsd = Number((standard * NATIVE_TRANSFER_GAS * 2000n) / 10n ** 14n) / 10_000;
    expect(Number(row.figures?.nativeTransferUsd)).toBeCloseTo(expectedUsd, 2);
    expect(snapshot).toMatchObject({ minGwei: formatGwei(standard), maxGwei: formatGwei(standard) });
  });
});
