import type { Hash } from 'viem';
import { lookupTransaction } from './lookup';
import { bumpFee, planReplacement, replacementBlocker } from './replace';

// What no local engine shows: anvil's receipts carry no L2 fields. The receipts below have the shape OP Stack and
// Arbitrum nodes answer (viem keeps the fields it does not format), and the fee is checked field by field.

const HASH: Hash = `0x${'aa'.repeat(32)}`;
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function clientWith(receiptExtra: Record<string, unknown>) {
  return {
    getTransaction: async () => ({
      hash: HASH,
      from: FROM.toLowerCase(),
      to: FROM.toLowerCase(),
      value: 0n,
      nonce: 4,
      input: '0x',
      type: 'eip1559',
      gas: 21_000n,
      maxFeePerGas: 2_000n,
      maxPriorityFeePerGas: 1_000n,
      blockNumber: 10n,
    }),
    getTransactionReceipt: async () => ({
      status: 'success',
      blockNumber: 10n,
      gasUsed: 21_000n,
      effectiveGasPrice: 1_500n,
      logs: [],
      contractAddress: null,
      ...receiptExtra,
    }),
    getBlock: async () => ({ timestamp: 1_700_000_000n }),
    getCode: async () => '0x',
    multicall: async () => [],
  } as unknown as Parameters<typeof lookupTransaction>[0];
}

describe('fees paid on L2s', () => {
  it('adds the OP Stack L1 data fee to the execution fee and shows its parts', async () => {
    const found = await lookupTransaction(
      clientWith({ l1Fee: '0x2710', l1GasUsed: '0x640', l1GasPrice: 7n }),
      8453,
      HASH,
    );
    expect(found?.fees).toEqual({
      gasUsed: 21_000n,
      effectiveGasPrice: 1_500n,
      total: 21_000n * 1_500n + 10_000n,
      l1Fee: 10_000n,
      l1GasUsed: 1_600n,
      l1GasPrice: 7n,
      gasUsedForL1: undefined,
      blobFee: undefined,
    });
    expect(found?.from).toBe(FROM);
    expect(found?.timestamp).toBe(1_700_000_000);
  });

  it("shows Arbitrum's gas used for L1 data, already inside gasUsed", async () => {
    const found = await lookupTransaction(clientWith({ gasUsedForL1: '0x3e8' }), 42161, HASH);
    expect(found?.fees?.gasUsedForL1).toBe(1_000n);
    expect(found?.fees?.total).toBe(21_000n * 1_500n);
  });

  it('adds the blob fee of a blob transaction', async () => {
    const found = await lookupTransaction(clientWith({ blobGasUsed: 131_072n, blobGasPrice: 3n }), 1, HASH);
    expect(found?.fees?.blobFee).toBe(393_216n);
    expect(found?.fees?.total).toBe(21_000n * 1_500n + 393_216n);
  });
});

describe('replacement rules', () => {
  const pending = {
    from: FROM,
    to: FROM,
    value: 1n,
    input: '0x',
    nonce: 3,
    type: 'eip1559',
    gasLimit: 50_000n,
    maxFeePerGas: 1_000n,
    maxPriorityFeePerGas: 999n,
  } as const;

  it('raises each fee by 10%, rounded up, unless the network asks more', () => {
    expect(bumpFee(999n)).toBe(1_099n);
    expect(bumpFee(1_000n)).toBe(1_100n);
    const low = planReplacement(pending, { kind: 'eip1559', maxFeePerGas: 10n, maxPriorityFeePerGas: 1n }, 'speed-up');
    expect(low.request.fees).toEqual({ kind: 'eip1559', maxFeePerGas: 1_100n, maxPriorityFeePerGas: 1_099n });
    expect(low.maxCost).toBe(50_000n * 1_100n);
    const high = planReplacement(
      pending,
      { kind: 'eip1559', maxFeePerGas: 5_000n, maxPriorityFeePerGas: 2_000n },
      'cancel',
    );
    expect(high.request).toMatchObject({ to: FROM, value: 0n, data: '0x', gas: 21_000n, nonce: 3 });
    expect(high.request.fees).toEqual({ kind: 'eip1559', maxFeePerGas: 5_000n, maxPriorityFeePerGas: 2_000n });
  });

  it('keeps the max fee at least the priority fee', () => {
    const plan = planReplacement(
      pending,
      { kind: 'eip1559', maxFeePerGas: 10n, maxPriorityFeePerGas: 4_000n },
      'cancel',
    );
    expect(plan.request.fees).toEqual({ kind: 'eip1559', maxFeePerGas: 4_000n, maxPriorityFeePerGas: 4_000n });
  });

  it('refuses what a wallet cannot re-sign', () => {
    expect(replacementBlocker({ ...pending, type: 'eip4844' }, 'cancel')).toBe('blob');
    expect(replacementBlocker({ ...pending, type: 'eip7702' }, 'speed-up')).toBe('authorization');
    expect(replacementBlocker({ ...pending, type: 'eip7702' }, 'cancel')).toBeNull();
    expect(() => planReplacement({ ...pending, to: null }, { kind: 'legacy', gasPrice: 1n }, 'speed-up')).toThrow();
  });
});
