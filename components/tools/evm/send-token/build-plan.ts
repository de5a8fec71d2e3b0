import type { Address } from 'viem';
import { gasPerRecipientFromEstimate, MULTISEND_GAS_PER_RECIPIENT } from '@/chains/evm/multisend/chunk';
import { type CostSummary, estimateCost } from '@/lib/batch/plan';
import type { BatchRow, Chunk, TokenInfo } from '@/lib/batch/types';
import type { PlanReader } from './chain-access';
import {
  amountOf,
  encodeChunkCall,
  figureGas,
  findShortfalls,
  planSendChunks,
  type SendAsset,
  type SendMethod,
  type Shortfall,
} from './send-plan';

export interface SendPlanRequest {
  rows: readonly BatchRow[];
  /** The sender; absent before a wallet is connected (then nothing is simulated and no balance compared). */
  from?: Address;
  asset: SendAsset;
  /** The chain's coin, for fees. */
  native: TokenInfo;
  /** The sender's, once known. */
  balances?: { native: bigint; token?: bigint; allowance?: bigint };
  isMultisendDeployed: boolean;
  maxPerTransaction?: number;
}

export interface SendPlan {
  /** Planned with the sender's balances (false: before a wallet is connected, no shortfall could be checked). */
  hasSender: boolean;
  chunks: Chunk[];
  method: SendMethod;
  gasPerRecipient: bigint;
  blockGasLimit: bigint;
  gasPrice: bigint;
  /** Every chunk simulated with eth_estimateGas; false: typical figures (before deployment or approval). */
  isSimulated: boolean;
  cost: CostSummary;
  shortfalls: Shortfall[];
}

/** Simulation needs Multisend on the chain, the amounts in the wallet and, for a token, the allowance. */
export function canSimulate(request: SendPlanRequest): boolean {
  const total = amountOf(request.rows);
  const { asset, balances, isMultisendDeployed } = request;
  if (!isMultisendDeployed || !request.from || !balances) return false;
  if (asset.kind === 'native') return total <= balances.native;
  return total <= (balances.token ?? 0n) && total <= (balances.allowance ?? 0n);
}

async function estimateFirst(
  reader: PlanReader,
  chunk: Chunk,
  asset: SendAsset,
): Promise<{ method: SendMethod; gas: bigint } | undefined> {
  const token = asset.kind === 'erc20' ? asset.token : undefined;
  // Pooled first (cheapest); a fee-on-transfer token makes it revert, and the direct form is the fallback.
  const candidates: SendMethod[] = asset.kind === 'native' ? ['native'] : ['erc20Pooled', 'erc20'];
  for (const method of candidates) {
    const { to, data, value } = encodeChunkCall(chunk, method, token);
    try {
      return { method, gas: await reader.estimateGas({ to, data, value }) };
    } catch {
      // Try the next form; if none passes, the cost estimate below reports the failure per chunk.
    }
  }
  return undefined;
}

/**
 * Chunks and cost of a send before anything is signed: the block gas limit read from the chain, a first chunk
 * simulated for the gas per recipient, every chunk's gas estimated (or figured, when it cannot be simulated yet)
 * at the current gas price, and what the wallet lacks.
 */
export async function buildSendPlan(reader: PlanReader, request: SendPlanRequest): Promise<SendPlan> {
  const { rows, from, asset, native, balances, maxPerTransaction } = request;
  const [blockGasLimit, gasPrice] = await Promise.all([reader.blockGasLimit(), reader.gasPrice()]);
  const lane = from?.toLowerCase() ?? '';
  const isSimulated = canSimulate(request);
  let method: SendMethod = asset.kind === 'native' ? 'native' : 'erc20';
  let gasPerRecipient = MULTISEND_GAS_PER_RECIPIENT[method];
  let chunks = planSendChunks(rows, { lane, blockGasLimit, method, maxPerTransaction });
  if (isSimulated && chunks.length > 0) {
    const first = await estimateFirst(reader, chunks[0], asset);
    if (first) {
      method = first.method;
      gasPerRecipient = gasPerRecipientFromEstimate(first.gas, chunks[0].rows.length);
      chunks = planSendChunks(rows, { lane, blockGasLimit, method, gasPerRecipient, maxPerTransaction });
    }
  }
  const token = asset.kind === 'erc20' ? asset.token : undefined;
  const cost = await estimateCost(chunks, {
    native,
    token: asset.kind === 'native' ? 'native' : { symbol: asset.symbol, decimals: asset.decimals },
    networkFee: async (chunk) => {
      if (!isSimulated) return figureGas(chunk.rows.length, gasPerRecipient) * gasPrice;
      const { to, data, value } = encodeChunkCall(chunk, method, token);
      return (await reader.estimateGas({ to, data, value })) * gasPrice;
    },
    // EVM tools carry no service fee (spec §9 lists none).
    serviceFee: () => 0n,
  });
  const shortfalls = balances ? findShortfalls(cost.totals, { native: balances.native, token: balances.token }) : [];
  return {
    hasSender: from !== undefined && balances !== undefined,
    chunks,
    method,
    gasPerRecipient,
    blockGasLimit,
    gasPrice,
    isSimulated,
    cost,
    shortfalls,
  };
}
