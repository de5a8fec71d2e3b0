import type { PublicClient } from 'viem';

/**
 * The gas price a transaction offers. EIP-1559 chains charge gasUsed × min(maxFee, baseFee + tip) and refund the
 * rest of the reservation; legacy chains charge gasUsed × gasPrice. Either way a sender needs gasLimit × the maximum
 * price up front: that reservation is what "send everything" leaves behind.
 */
export type FeeQuote =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint };

/** A plain value transfer to an account without code costs exactly this much gas. */
export const TRANSFER_GAS = 21_000n;

/** The most one unit of gas can cost under the quote. */
export function maxPricePerGas(quote: FeeQuote): bigint {
  return quote.type === 'legacy' ? quote.gasPrice : quote.maxFeePerGas;
}

/** What a sender must hold for the fee: gasLimit × the maximum price (all of it is charged on legacy chains). */
export function gasReserve(gasLimit: bigint, quote: FeeQuote): bigint {
  return gasLimit * maxPricePerGas(quote);
}

/** The transaction fields of a quote. */
export function feeFields(
  quote: FeeQuote,
): { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { type: 'legacy'; gasPrice: bigint } {
  return quote.type === 'legacy'
    ? { type: 'legacy', gasPrice: quote.gasPrice }
    : { type: 'eip1559', maxFeePerGas: quote.maxFeePerGas, maxPriorityFeePerGas: quote.maxPriorityFeePerGas };
}

/**
 * Base fee headroom: the base fee may rise 12.5 % a block, so 2 × base fee (what wallets use) keeps a transaction
 * valid for about six full blocks in a row. Only what is used is charged; the rest of the reservation stays.
 */
export const BASE_FEE_MULTIPLIER = 2n;

/** EIP-1559 when the latest block has a base fee (max fee 2 × base fee + tip), else the node's gas price. */
export async function readFeeQuote(client: PublicClient): Promise<FeeQuote> {
  const block = await client.getBlock({ blockTag: 'latest' });
  if (block.baseFeePerGas === null || block.baseFeePerGas === undefined) {
    return { type: 'legacy', gasPrice: await client.getGasPrice() };
  }
  const maxPriorityFeePerGas = await client.estimateMaxPriorityFeePerGas();
  return {
    type: 'eip1559',
    maxFeePerGas: block.baseFeePerGas * BASE_FEE_MULTIPLIER + maxPriorityFeePerGas,
    maxPriorityFeePerGas,
  };
}

/** How long one quote serves a run: sends a few seconds apart share it, so 500 sends do not ask 500 times. */
export const FEE_QUOTE_TTL_MS = 4_000;

/** readFeeQuote, shared by the calls within FEE_QUOTE_TTL_MS of each other (a failed read is not kept). */
export function cachedFeeQuote(client: PublicClient, ttlMs = FEE_QUOTE_TTL_MS): () => Promise<FeeQuote> {
  let cached: { at: number; quote: Promise<FeeQuote> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const quote = readFeeQuote(client);
      const entry = { at: now, quote };
      cached = entry;
      quote.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.quote;
  };
}
