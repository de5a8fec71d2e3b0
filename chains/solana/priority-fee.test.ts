import { Keypair, type RecentPrioritizationFees } from '@solana/web3.js';
import { feePercentile, MAX_AUTO_PRIORITY_FEE, type PriorityFeeRpc, suggestPriorityFee } from './priority-fee';

function rpcAnswering(fees: number[]): PriorityFeeRpc & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    getRecentPrioritizationFees: async (config) => {
      asked.push(config);
      return fees.map((prioritizationFee, slot): RecentPrioritizationFees => ({ slot, prioritizationFee }));
    },
  };
}

describe('feePercentile', () => {
  it('takes the nearest-rank percentile of the recent fees', () => {
    expect(feePercentile([])).toBe(0n);
    expect(feePercentile([0, 0, 0, 10])).toBe(0n);
    expect(feePercentile([40, 10, 30, 20])).toBe(30n);
    expect(feePercentile([40, 10, 30, 20], 1)).toBe(40n);
    expect(feePercentile([40, 10, 30, 20], 0)).toBe(10n);
    expect(feePercentile([5])).toBe(5n);
  });
});

describe('suggestPriorityFee', () => {
  it('asks about the written accounts and answers the 75th percentile', async () => {
    const rpc = rpcAnswering([1_000, 0, 5_000, 2_000, 3_000, 0, 0, 4_000]);
    const payer = Keypair.generate().publicKey;
    expect(await suggestPriorityFee(rpc, { writableAccounts: [payer] })).toBe(3_000n);
    expect(rpc.asked).toEqual([{ lockedWritableAccounts: [payer] }]);
  });

  it('asks about 128 accounts at most, and asks globally without any', async () => {
    const rpc = rpcAnswering([7]);
    const accounts = Array.from({ length: 200 }, () => Keypair.generate().publicKey);
    await suggestPriorityFee(rpc, { writableAccounts: accounts });
    await suggestPriorityFee(rpc);
    expect((rpc.asked[0] as { lockedWritableAccounts: unknown[] }).lockedWritableAccounts).toHaveLength(128);
    expect(rpc.asked[1]).toBeUndefined();
  });

  it('caps what it suggests', async () => {
    expect(await suggestPriorityFee(rpcAnswering([10_000_000, 10_000_000]))).toBe(MAX_AUTO_PRIORITY_FEE);
    expect(await suggestPriorityFee(rpcAnswering([900, 900]), { maximum: 500n })).toBe(500n);
  });

  it('suggests nothing when nothing paid a priority fee lately', async () => {
    expect(await suggestPriorityFee(rpcAnswering([0, 0, 0]))).toBe(0n);
  });
});
