import { type Abi, type AbiFunction, type Address, decodeFunctionData, type PublicClient } from 'viem';
import { mapBounded } from '@/lib/batch/bounded';
import { createJob } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import type { ChainTarget } from '../key-batch/chain';
import { cachedFeeQuote, type FeeQuote, gasReserve, maxPricePerGas } from '../key-batch/fees';
import { withMargin } from '../key-batch/gas';
import type { CallRow } from './call-rows';
import { type RevertReason, revertReason } from './revert';

export type CallRowState = 'ready' | 'refused' | 'needsGas';

/** One wallet's call after its simulation: ready to send, refused (it would revert), or short of coins. */
export interface CallPlanRow {
  /** The wallet's line among the pasted keys. */
  line: number;
  address: Address;
  call: CallRow;
  state: CallRowState;
  reason?: RevertReason;
  gas: bigint;
  balance: bigint;
}

export interface CallPlan {
  contract: Address;
  item: AbiFunction;
  /** The function and the ABI's errors: what the run decodes reverts with. */
  abi: Abi;
  rows: CallPlanRow[];
  maxFeePerGas: bigint;
  /** The most the ready rows can cost: gas at the max fee, plus the value each sends. */
  maxTotalFees: bigint;
  totalValue: bigint;
  counts: Record<CallRowState, number>;
}

export interface CallPlanInput {
  client: PublicClient;
  contract: Address;
  abi: Abi;
  item: AbiFunction;
  wallets: readonly { line: number; address: Address }[];
  /** The call of each wallet, in the same order. */
  calls: readonly CallRow[];
  feeQuote?: () => Promise<FeeQuote>;
}

/** Simulations and estimates in flight at once: the client batches them into JSON-RPC batches. */
const SIMULATION_CONCURRENCY = 16;

/** The function plus every error of the ABI, so a custom error is named with its arguments. */
export function decodingAbi(abi: Abi, item: AbiFunction): Abi {
  return [item, ...abi.filter((entry) => entry.type === 'error')];
}

/** Simulates one call from its sender (eth_call), then estimates its gas: throws with the revert when it would fail. */
export async function simulateCall(
  client: PublicClient,
  contract: Address,
  abi: Abi,
  item: AbiFunction,
  from: Address,
  call: Pick<CallRow, 'data' | 'value'>,
): Promise<bigint> {
  const { args } = decodeFunctionData({ abi: [item], data: call.data });
  const request = { address: contract, abi, functionName: item.name, args, account: from, value: call.value } as never;
  await client.simulateContract(request);
  return withMargin(await client.estimateContractGas(request));
}

/**
 * Every wallet's call simulated from that wallet before anything is signed: a call that would revert is refused with
 * its decoded reason; one the wallet cannot pay (value + gas at the max fee, after its earlier calls) is flagged; the
 * rest are ready.
 */
export async function planCalls(input: CallPlanInput): Promise<CallPlan> {
  const { client, contract, item, wallets, calls } = input;
  const abi = decodingAbi(input.abi, item);
  const quote = await (input.feeQuote ?? cachedFeeQuote(client))();
  const rows = await mapBounded(wallets, SIMULATION_CONCURRENCY, async (wallet, index): Promise<CallPlanRow> => {
    const call = calls[index];
    const balance = await client.getBalance({ address: wallet.address });
    const base = { line: wallet.line, address: wallet.address, call, balance };
    try {
      const gas = await simulateCall(client, contract, abi, item, wallet.address, call);
      return { ...base, gas, state: 'ready' };
    } catch (error) {
      return { ...base, gas: 0n, state: 'refused', reason: revertReason(error) };
    }
  });
  // A wallet making several calls (the connected wallet, a line each) pays them all: each ready call must fit in what
  // the wallet's earlier ready calls leave (their value plus gas at the max fee), in line order.
  const committed = new Map<string, bigint>();
  for (const row of rows) {
    if (row.state !== 'ready') continue;
    const id = row.address.toLowerCase();
    const cost = row.call.value + gasReserve(row.gas, quote);
    const before = committed.get(id) ?? 0n;
    if (row.balance < before + cost) row.state = 'needsGas';
    else committed.set(id, before + cost);
  }
  const counts = { ready: 0, refused: 0, needsGas: 0 };
  let maxTotalFees = 0n;
  let totalValue = 0n;
  for (const row of rows) {
    counts[row.state] += 1;
    if (row.state !== 'ready') continue;
    maxTotalFees += gasReserve(row.gas, quote);
    totalValue += row.call.value;
  }
  return { contract, item, abi, rows, maxFeePerGas: maxPricePerGas(quote), maxTotalFees, totalValue, counts };
}

/** The run of a plan's ready rows: one transaction per wallet, each wallet its own nonce lane. */
export function callJob(plan: CallPlan, target: ChainTarget): JobState {
  const ready = plan.rows.filter((row) => row.state === 'ready');
  const rows = ready.map((row) => ({ line: row.line, address: row.address, amount: row.call.value }));
  const chunks = rows.map((row, index) => ({ id: index, lane: row.address, rowIndexes: [index], rows: [row] }));
  const meta: Record<string, string> = {
    tool: 'call-contract',
    chainId: String(target.chainId),
    contract: plan.contract,
    abi: JSON.stringify(plan.abi),
    symbol: target.nativeSymbol,
    decimals: String(target.nativeDecimals),
  };
  ready.forEach((row, index) => {
    meta[`data.${index}`] = row.call.data;
    meta[`argsLine.${index}`] = String(row.call.line);
  });
  return createJob(rows, chunks, meta);
}
