import type { Address } from 'viem';
import {
  chunkForGas,
  gasPerRecipientFromEstimate,
  MULTISEND_BASE_GAS,
  MULTISEND_GAS_PER_RECIPIENT,
  type MultisendKind,
  maxRecipientsPerCall,
} from '@/chains/evm/multisend/chunk';
import {
  encodeERC721Send,
  encodeERC1155BatchSend,
  encodeERC1155Send,
  type MultisendCall,
} from '@/chains/evm/multisend/encode';
import type { NftStandard } from '@/chains/evm/nft/reads';
import { type CostSummary, estimateCost } from '@/lib/batch/plan';
import type { BatchRow, Chunk, TokenInfo } from '@/lib/batch/types';
import type { PlanReader } from '../send-token/chain-access';
import { findShortfalls, type Shortfall } from '../send-token/send-plan';
import type { NftRow } from './nft-rows';

// How rows become Multisend calls (sendERC721 with safeTransferFrom; sendERC1155, or sendERC1155Batch when a chunk
// sends several ids to one recipient), chunked under min(half a block, 95 % of EIP-7825's 16,777,216) like the token
// sends (chains/evm/multisend/chunk.ts), and what they cost. Our fee: none — spec §9 names no fee for any EVM tool
// (send-token reads it the same way, lib/fees/tool-fees.ts): every call carries fee 0.

/** The batch engine's row: recipient as address, the amount (1 for ERC-721), the token id as decimal text in note. */
export function toBatchRow(row: NftRow): BatchRow {
  return { line: row.line, address: row.to, amount: row.amount, note: row.tokenId.toString() };
}

export function tokenIdOf(row: BatchRow): bigint {
  if (row.note === undefined || !/^\d+$/.test(row.note)) throw new Error(`line ${row.line} carries no token id`);
  return BigInt(row.note);
}

export function multisendKind(standard: NftStandard): MultisendKind {
  return standard === 'erc721' ? 'erc721Safe' : 'erc1155';
}

export interface NftChunkOptions {
  lane: string;
  blockGasLimit: bigint;
  standard: NftStandard;
  gasPerRecipient?: bigint;
  /** The user's cap on transfers per transaction. */
  maxPerTransaction?: number;
}

/** Transfers one transaction may carry: what the gas budget allows, or the user's smaller cap. */
export function transfersPerTransaction(options: Omit<NftChunkOptions, 'lane'>): number {
  const byGas = maxRecipientsPerCall({
    blockGasLimit: options.blockGasLimit,
    kind: multisendKind(options.standard),
    gasPerRecipient: options.gasPerRecipient,
  });
  const cap = options.maxPerTransaction;
  return cap !== undefined && cap >= 1 ? Math.min(byGas, cap) : byGas;
}

/** Rows → chunks of near-equal size under the budget (or the user's cap), in input order. */
export function planNftChunks(rows: readonly BatchRow[], options: NftChunkOptions): Chunk[] {
  if (rows.length === 0) return [];
  const { blockGasLimit, gasPerRecipient } = options;
  const kind = multisendKind(options.standard);
  const limit = transfersPerTransaction(options);
  const byGas = maxRecipientsPerCall({ blockGasLimit, kind, gasPerRecipient });
  const indexes = rows.map((_, index) => index);
  const parts =
    limit < byGas ? evenParts(indexes, limit) : chunkForGas(indexes, { blockGasLimit, kind, gasPerRecipient });
  return parts.map((rowIndexes, id) => ({
    id,
    lane: options.lane,
    rowIndexes,
    rows: rowIndexes.map((index) => rows[index]),
  }));
}

function evenParts<T>(items: readonly T[], limit: number): T[][] {
  const count = Math.ceil(items.length / limit);
  const size = Math.ceil(items.length / count);
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/**
 * The Multisend call of one chunk. ERC-1155 rows to the same recipient share one safeBatchTransferFrom when the chunk
 * has any (sendERC1155Batch, recipients in order of first appearance); otherwise one safeTransferFrom a row.
 */
export function encodeNftChunk(chunk: Pick<Chunk, 'rows'>, standard: NftStandard, token: Address): MultisendCall {
  if (standard === 'erc721') {
    const transfers = chunk.rows.map((row) => ({ to: row.address as Address, tokenId: tokenIdOf(row) }));
    return encodeERC721Send({ token, transfers, safe: true });
  }
  const byRecipient = new Map<string, { to: Address; items: { id: bigint; amount: bigint }[] }>();
  for (const row of chunk.rows) {
    const key = row.address.toLowerCase();
    const entry = byRecipient.get(key) ?? { to: row.address as Address, items: [] };
    entry.items.push({ id: tokenIdOf(row), amount: row.amount ?? 1n });
    byRecipient.set(key, entry);
  }
  if (byRecipient.size < chunk.rows.length) {
    return encodeERC1155BatchSend({ token, transfers: [...byRecipient.values()] });
  }
  const transfers = chunk.rows.map((row) => ({
    to: row.address as Address,
    id: tokenIdOf(row),
    amount: row.amount ?? 1n,
  }));
  return encodeERC1155Send({ token, transfers });
}

export interface NftPlanRequest {
  rows: readonly BatchRow[];
  standard: NftStandard;
  token: Address;
  native: TokenInfo;
  /** The sender; absent before a wallet (then nothing is simulated). */
  from?: Address;
  nativeBalance?: bigint;
  /** Simulation needs Multisend deployed, the approval given and every row held by the sender. */
  canSimulate: boolean;
  maxPerTransaction?: number;
}

export interface NftPlan {
  hasSender: boolean;
  chunks: Chunk[];
  gasPerRecipient: bigint;
  blockGasLimit: bigint;
  gasPrice: bigint;
  isSimulated: boolean;
  cost: CostSummary;
  shortfalls: Shortfall[];
}

/** Gas of a chunk from the per-transfer figure, before a simulation is possible. */
export function figureNftGas(transfers: number, gasPerRecipient: bigint): bigint {
  return MULTISEND_BASE_GAS + gasPerRecipient * BigInt(transfers);
}

/**
 * Chunks and cost before anything is signed: the block gas limit read, a first chunk simulated (when it can be) for
 * the gas per transfer, then every chunk estimated (a chunk that would revert is reported by line), at the current
 * gas price; the native balance compared with the fees.
 */
export async function buildNftPlan(reader: PlanReader, request: NftPlanRequest): Promise<NftPlan> {
  const { rows, standard, token, native, from, nativeBalance, canSimulate, maxPerTransaction } = request;
  const [blockGasLimit, gasPrice] = await Promise.all([reader.blockGasLimit(), reader.gasPrice()]);
  const lane = from?.toLowerCase() ?? '';
  const isSimulated = canSimulate && from !== undefined;
  const kind = multisendKind(standard);
  let gasPerRecipient: bigint | undefined;
  let chunks = planNftChunks(rows, { lane, blockGasLimit, standard, maxPerTransaction });
  if (isSimulated && chunks.length > 0) {
    const first = encodeNftChunk(chunks[0], standard, token);
    try {
      const gas = await reader.estimateGas({ to: first.to, data: first.data, value: first.value });
      gasPerRecipient = gasPerRecipientFromEstimate(gas, chunks[0].rows.length);
      chunks = planNftChunks(rows, { lane, blockGasLimit, standard, gasPerRecipient, maxPerTransaction });
    } catch {
      // The per-chunk estimates below name the failure by line.
    }
  }
  const figure = gasPerRecipient ?? MULTISEND_GAS_PER_RECIPIENT[kind];
  const cost = await estimateCost(chunks, {
    native,
    networkFee: async (chunk) => {
      if (!isSimulated) return figureNftGas(chunk.rows.length, figure) * gasPrice;
      const call = encodeNftChunk(chunk, standard, token);
      return (await reader.estimateGas({ to: call.to, data: call.data, value: call.value })) * gasPrice;
    },
    // Spec §9 names no fee for EVM tools: none is charged (the Multisend call's fee argument is 0).
    serviceFee: () => 0n,
  });
  const shortfalls = nativeBalance === undefined ? [] : findShortfalls(cost.totals, { native: nativeBalance });
  return {
    hasSender: from !== undefined && nativeBalance !== undefined,
    chunks,
    gasPerRecipient: figure,
    blockGasLimit,
    gasPrice,
    isSimulated,
    cost,
    shortfalls,
  };
}
