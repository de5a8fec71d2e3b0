import { decodeFunctionData, getAddress, maxUint256 } from 'viem';
import { MULTISEND_ABI } from '@/chains/evm/multisend/abi';
import { MULTISEND_BASE_GAS } from '@/chains/evm/multisend/chunk';
import { type BatchRow, createJob } from '@/lib/batch';
import { buildSendPlan, canSimulate, type SendPlanRequest } from './build-plan';
import type { PlanReader } from './chain-access';
import {
  approvalAmount,
  encodeChunkCall,
  findShortfalls,
  isApprovalNeeded,
  mayNeedAllowanceReset,
  planSendChunks,
  recipientsPerTransaction,
  remainingAmount,
} from './send-plan';

const FROM = getAddress('0x00000000000000000000000000000000000000f0');
const TOKEN = getAddress('0x00000000000000000000000000000000000000a1');
const NATIVE = { symbol: 'BNB', decimals: 18 };
const USDT = { symbol: 'USDT', decimals: 6 };

function rows(count: number, amount = 5n): BatchRow[] {
  return Array.from({ length: count }, (_, index) => ({
    line: index + 1,
    address: getAddress(`0x${(index + 1).toString(16).padStart(40, '0')}`),
    amount,
  }));
}

function request(overrides: Partial<SendPlanRequest> = {}): SendPlanRequest {
  return {
    rows: rows(10),
    from: FROM,
    asset: { kind: 'erc20', token: TOKEN, ...USDT },
    native: NATIVE,
    balances: { native: 10n ** 18n, token: 1_000n, allowance: 1_000n },
    isMultisendDeployed: true,
    ...overrides,
  };
}

/** A reader with a 30M block, gas price 3 gwei, and estimates of 21,000 + 30,000 per recipient. */
function fakeReader(refuse: (functionName: string) => boolean = () => false): PlanReader & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    blockGasLimit: async () => 30_000_000n,
    gasPrice: async () => 3_000_000_000n,
    estimateGas: async ({ data }) => {
      const { functionName, args } = decodeFunctionData({ abi: MULTISEND_ABI, data });
      calls.push(functionName);
      if (refuse(functionName)) throw new Error('execution reverted');
      // Packed words (bytes32[]), or 20-byte addresses back to back (the ...Equal forms).
      const recipients = (functionName.startsWith('sendERC20') ? args[1] : args[0]) as readonly unknown[] | string;
      const count = typeof recipients === 'string' ? (recipients.length - 2) / 40 : recipients.length;
      return 21_000n + 30_000n * BigInt(count);
    },
  };
}

describe('planSendChunks', () => {
  it('fits the block gas limit with near-equal chunks, in input order', () => {
    // 50% of 3M = 1.5M, minus 120k base = 1.38M; at 45,000 per ERC-20 recipient: 30 per call.
    const chunks = planSendChunks(rows(100), { lane: 'a', blockGasLimit: 3_000_000n, method: 'erc20' });
    expect(chunks.map((chunk) => chunk.rows.length)).toEqual([25, 25, 25, 25]);
    expect(chunks.flatMap((chunk) => chunk.rowIndexes)).toEqual([...Array(100).keys()]);
    expect(chunks.map((chunk) => chunk.id)).toEqual([0, 1, 2, 3]);
    expect(new Set(chunks.map((chunk) => chunk.lane))).toEqual(new Set(['a']));
  });

  it('takes a measured gas per recipient and a smaller cap of the user', () => {
    const options = { lane: 'a', blockGasLimit: 30_000_000n, method: 'erc20Pooled' as const, gasPerRecipient: 30_000n };
    expect(recipientsPerTransaction(options)).toBe(496);
    expect(planSendChunks(rows(300), options)).toHaveLength(1);
    const capped = planSendChunks(rows(300), { ...options, maxPerTransaction: 100 });
    expect(capped.map((chunk) => chunk.rows.length)).toEqual([100, 100, 100]);
    expect(planSendChunks(rows(250), { ...options, maxPerTransaction: 100 }).map((chunk) => chunk.rows.length)).toEqual(
      [84, 84, 82],
    );
    // A cap above what the gas allows changes nothing.
    expect(recipientsPerTransaction({ ...options, maxPerTransaction: 10_000 })).toBe(496);
    expect(planSendChunks([], options)).toEqual([]);
  });

  it('encodes native, pooled and direct ERC-20 calls', () => {
    const [chunk] = planSendChunks(rows(3, 7n), { lane: 'a', blockGasLimit: 30_000_000n, method: 'native' });
    // Equal amounts (7 each) take the 20-bytes-per-recipient forms where there is one.
    expect(encodeChunkCall(chunk, 'native')).toMatchObject({ functionName: 'sendNativeEqual', value: 21n });
    expect(encodeChunkCall(chunk, 'erc20Pooled', TOKEN)).toMatchObject({
      functionName: 'sendERC20PooledEqual',
      value: 0n,
    });
    const varied = { rows: chunk.rows.map((row, index) => ({ ...row, amount: BigInt(index + 1) })) };
    expect(encodeChunkCall(varied, 'native')).toMatchObject({ functionName: 'sendNative', value: 6n });
    expect(encodeChunkCall(varied, 'erc20Pooled', TOKEN)).toMatchObject({ functionName: 'sendERC20Pooled' });
    expect(encodeChunkCall(chunk, 'erc20', TOKEN)).toMatchObject({ functionName: 'sendERC20', value: 0n });
    expect(() => encodeChunkCall(chunk, 'erc20')).toThrow(/token/);
  });
});

describe('funds and approval', () => {
  it('names each total the wallet does not cover', () => {
    const totals = [
      { token: NATIVE, amount: 100n },
      { token: USDT, amount: 50n },
    ];
    expect(findShortfalls(totals, { native: 100n, token: 50n })).toEqual([]);
    expect(findShortfalls(totals, { native: 99n, token: 10n })).toEqual([
      { token: NATIVE, needed: 100n, available: 99n },
      { token: USDT, needed: 50n, available: 10n },
    ]);
    expect(findShortfalls([{ token: NATIVE, amount: 1n }], { native: 0n })).toHaveLength(1);
  });

  it('approves only what the allowance lacks, exactly or without limit', () => {
    expect(isApprovalNeeded(100n, 100n)).toBe(false);
    expect(isApprovalNeeded(maxUint256, 5n)).toBe(false);
    expect(isApprovalNeeded(99n, 100n)).toBe(true);
    expect(approvalAmount('exact', 100n)).toBe(100n);
    expect(approvalAmount('unlimited', 100n)).toBe(maxUint256);
    expect(mayNeedAllowanceReset(0n, 100n)).toBe(false);
    expect(mayNeedAllowanceReset(40n, 100n)).toBe(true);
  });

  it('needs allowance for the rows not yet confirmed only', () => {
    const sent = rows(4, 10n);
    const job = createJob(sent, [
      { id: 0, lane: 'a', rowIndexes: [0, 1], rows: sent.slice(0, 2) },
      { id: 1, lane: 'a', rowIndexes: [2, 3], rows: sent.slice(2) },
    ]);
    expect(remainingAmount(job)).toBe(40n);
    job.chunks[0].status = 'confirmed';
    expect(remainingAmount(job)).toBe(20n);
  });
});

describe('buildSendPlan', () => {
  it('simulates a pooled first chunk, then estimates each chunk at the gas price', async () => {
    const reader = fakeReader();
    const plan = await buildSendPlan(reader, request({ rows: rows(300, 1n), maxPerTransaction: 100 }));
    expect(plan).toMatchObject({ isSimulated: true, method: 'erc20Pooled', gasPerRecipient: 33_000n });
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([100, 100, 100]);
    expect(plan.cost.networkFee).toBe(3n * (21_000n + 3_000_000n) * 3_000_000_000n);
    expect(plan.cost.serviceFee).toBe(0n);
    expect(plan.cost.totals).toEqual([
      { token: NATIVE, amount: plan.cost.networkFee },
      { token: USDT, amount: 300n },
    ]);
    expect(plan.shortfalls).toEqual([]);
    expect(reader.calls).toEqual(Array(4).fill('sendERC20PooledEqual'));
  });

  it('falls back to direct transfers when the pooled form reverts (fee-on-transfer tokens)', async () => {
    const reader = fakeReader((name) => name.startsWith('sendERC20Pooled'));
    const plan = await buildSendPlan(reader, request());
    expect(plan.method).toBe('erc20');
    expect(plan.cost.simulationFailures).toEqual([]);
  });

  it('reports chunks that would revert', async () => {
    const plan = await buildSendPlan(
      fakeReader(() => true),
      request(),
    );
    expect(plan.isSimulated).toBe(true);
    expect(plan.cost.simulationFailures.map((failure) => failure.lines)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
  });

  it('figures the cost before approval or deployment, and says what the wallet lacks', async () => {
    const unapproved = request({ balances: { native: 1n, token: 40n, allowance: 0n } });
    expect(canSimulate(unapproved)).toBe(false);
    expect(canSimulate(request({ isMultisendDeployed: false }))).toBe(false);
    const reader = fakeReader();
    const plan = await buildSendPlan(reader, unapproved);
    expect(reader.calls).toEqual([]);
    expect(plan.isSimulated).toBe(false);
    const gas = MULTISEND_BASE_GAS + 45_000n * 10n;
    expect(plan.cost.networkFee).toBe(gas * 3_000_000_000n);
    expect(plan.shortfalls).toEqual([
      { token: NATIVE, needed: plan.cost.networkFee, available: 1n },
      { token: USDT, needed: 50n, available: 40n },
    ]);
  });

  it('adds native amounts to the native total', async () => {
    const plan = await buildSendPlan(
      fakeReader(),
      request({ asset: { kind: 'native', ...NATIVE }, balances: { native: 10n ** 18n }, rows: rows(2, 10n) }),
    );
    expect(plan.method).toBe('native');
    expect(plan.cost.totals).toEqual([{ token: NATIVE, amount: plan.cost.networkFee + 20n }]);
  });
});
