// Splitting a long list of recipients into Multisend calls that fit a gas budget. The per-recipient figures are
// worst cases (fresh recipients) from bench/multisend-gas.bench.ts and the NFT tests on anvil, with headroom for
// heavier real tokens; the app may pass its own figure from an eth_estimateGas of a first chunk instead.

export type MultisendKind = 'native' | 'erc20' | 'erc20Pooled' | 'erc721' | 'erc721Safe' | 'erc1155';

/**
 * Gas per recipient used for planning. Measured marginal cost to a fresh address on anvil (v2): native 34,842; ERC-20
 * (TestUSDT) 26,489 direct and 25,754 pooled (bench/multisend-gas.bench.ts); ERC-721 (TestNFT721) 36,907 safe and
 * 34,138 plain; ERC-1155 (TestNFT1155) 30,675 per row. Real tokens run heavier (proxies, blacklists, hooks, OpenZeppelin
 * bookkeeping) and contract-wallet recipients take more than an EOA, hence the margins. sendERC1155Batch rows carry
 * several ids: pass gasPerRecipient for those.
 */
export const MULTISEND_GAS_PER_RECIPIENT: Readonly<Record<MultisendKind, bigint>> = {
  native: 38_000n,
  erc20: 45_000n,
  erc20Pooled: 45_000n,
  erc721: 55_000n,
  erc721Safe: 60_000n,
  erc1155: 55_000n,
};

/**
 * The least one fresh recipient costs (measured marginal cost with our plain test tokens, rounded up; native is the
 * protocol's: a value CALL that creates an account pays 25,000 + 9,000 before anything else). A per-recipient figure
 * below it can only come from an estimate of rows that went to existing holders (an ERC-20 balance that was already
 * non-zero costs about 17,000 less): planning later rows with it could build a call far above the budget, so a
 * figure from an estimate is never taken below this floor.
 */
export const MULTISEND_FRESH_RECIPIENT_FLOOR: Readonly<Record<MultisendKind, bigint>> = {
  native: 35_000n,
  erc20: 27_000n,
  erc20Pooled: 26_000n,
  erc721: 35_000n,
  erc721Safe: 37_000n,
  erc1155: 31_000n,
};

/** Fixed cost of one call: the 21,000 intrinsic gas, the fee payment, the refund, the pooled pull, the ABI head. */
export const MULTISEND_BASE_GAS = 120_000n;

const INTRINSIC_GAS = 21_000n;

/** EIP-7825 (Osaka): no transaction may use more than 2^24 gas, whatever the block gas limit. */
export const TRANSACTION_GAS_CAP = 16_777_216n;

/** By default one call fills at most half a block: a full block is rarely free, and estimates can be off. */
export const DEFAULT_BLOCK_SHARE_PERCENT = 50n;

export interface ChunkOptions {
  /** The chain's block gas limit (from the latest block). */
  blockGasLimit: bigint;
  kind: MultisendKind;
  /** Replaces MULTISEND_GAS_PER_RECIPIENT[kind], e.g. from gasPerRecipientFromEstimate. */
  gasPerRecipient?: bigint;
  /** Share of the block gas limit one call may use, 1–100. */
  blockSharePercent?: bigint;
}

/** The gas one call may plan for: a share of the block, never above the EIP-7825 cap (minus 5 % headroom). */
export function multisendGasBudget(blockGasLimit: bigint, blockSharePercent = DEFAULT_BLOCK_SHARE_PERCENT): bigint {
  if (blockSharePercent < 1n || blockSharePercent > 100n) throw new RangeError('blockSharePercent must be 1–100');
  const blockShare = (blockGasLimit * blockSharePercent) / 100n;
  const cap = (TRANSACTION_GAS_CAP * 95n) / 100n;
  return blockShare < cap ? blockShare : cap;
}

/** The per-recipient figure a plan uses: the given one (or the kind's default), never below the fresh-recipient floor. */
export function planningGasPerRecipient(options: Pick<ChunkOptions, 'kind' | 'gasPerRecipient'>): bigint {
  const perRecipient = options.gasPerRecipient ?? MULTISEND_GAS_PER_RECIPIENT[options.kind];
  if (perRecipient <= 0n) throw new RangeError('gasPerRecipient must be positive');
  const floor = MULTISEND_FRESH_RECIPIENT_FLOOR[options.kind];
  return perRecipient > floor ? perRecipient : floor;
}

/**
 * How many recipients one call may carry under the options' budget (at least 1): min(half a block, 95 % of the
 * EIP-7825 cap of 16,777,216) less the fixed cost, over the planning figure. With the defaults, 500 native
 * recipients (≈ 17.5 M gas in one call, which Osaka chains refuse) become two calls of 250.
 */
export function maxRecipientsPerCall(options: ChunkOptions): number {
  const perRecipient = planningGasPerRecipient(options);
  const budget = multisendGasBudget(options.blockGasLimit, options.blockSharePercent) - MULTISEND_BASE_GAS;
  const count = budget / perRecipient;
  return count < 1n ? 1 : Number(count);
}

/**
 * Splits the rows into as few calls as the budget allows, of near-equal size (700 rows with room for 360 give
 * 350 + 350, not 360 + 340 — either way two calls, but even chunks leave every call the same headroom).
 */
export function chunkForGas<T>(rows: readonly T[], options: ChunkOptions): T[][] {
  if (rows.length === 0) return [];
  const limit = maxRecipientsPerCall(options);
  const chunkCount = Math.ceil(rows.length / limit);
  const size = Math.ceil(rows.length / chunkCount);
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/**
 * Per-recipient gas from an eth_estimateGas of a call with `recipients` rows, for planning the rest of the list. Only
 * the 21,000 intrinsic gas is taken off, so the call's fixed costs count against the rows (an over-estimate, the safe
 * side); rounded up, plus 10 % since the estimated rows may be cheaper (existing holders) than later ones.
 */
export function gasPerRecipientFromEstimate(estimatedGas: bigint, recipients: number): bigint {
  if (!Number.isSafeInteger(recipients) || recipients < 1) throw new RangeError('recipients must be at least 1');
  const variable = estimatedGas > INTRINSIC_GAS ? estimatedGas - INTRINSIC_GAS : estimatedGas;
  const perRecipient = (variable + BigInt(recipients) - 1n) / BigInt(recipients);
  return (perRecipient * 110n + 99n) / 100n;
}
