import { parseDecimal } from '@/lib/fees/decimal';
import { TRON_TOOL_FEES } from '@/lib/fees/tool-fees';
import { TRX_DECIMALS } from './chain';

/**
 * How the Tron service fees of spec §9 ("Tron: batch send 5; collection 1") are read: THE place to change a reading
 * (the amounts live in lib/fees/tool-fees.ts).
 *
 * - batch send: 5 TRX per batch transaction, i.e. per multisend call. It is the call's `fee` argument, paid to the fee
 *   receiver by the multisend contract from the call value, in the same transaction as the transfers: a batch that
 *   fails (reverts, or is never broadcast) charges no fee, and a retried batch pays it once, when it lands.
 * - batch collection: 1 TRX per source wallet swept, paid by that wallet (a TRX transfer to the fee receiver, sent
 *   with its sweep); a wallet that has nothing to sweep pays nothing.
 */
export const TRON_FEE_READING = {
  batchSend: { unit: 'batchTransaction', amount: TRON_TOOL_FEES.batchSend },
  batchCollection: { unit: 'sourceWallet', amount: TRON_TOOL_FEES.batchCollection },
} as const;

/** 5,000,000 sun: the fee of one batch-send transaction. */
export function tronBatchSendFeeSun(): bigint {
  return parseDecimal(TRON_FEE_READING.batchSend.amount, TRX_DECIMALS);
}

/** 1,000,000 sun: the fee of one swept wallet. */
export function tronBatchCollectionFeeSun(): bigint {
  return parseDecimal(TRON_FEE_READING.batchCollection.amount, TRX_DECIMALS);
}
