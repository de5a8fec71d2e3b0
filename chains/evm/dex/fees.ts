import { parseDecimal } from '@/lib/fees/decimal';
import { EVM_TOOL_FEES } from '@/lib/fees/tool-fees';

/**
 * Our fee on EVM trades — the reading of spec §9, stated once here (and in the README):
 *
 * §9 prices Solana's batch trade and market making at 0.001 SOL per transaction and names no fee for any EVM tool.
 * We read that as NO per-transaction fee on EVM trades (batch/trade, bsc/batch/trade, bmm/evm): the tools sit behind
 * the paid VIP feature `dexBulkTrade` (the "batch trade" plan of §9), which is what EVM users pay. Nothing is added
 * to a trade's value and no transfer is made to us; a swap transaction carries exactly the user's amount.
 *
 * Should an operator ever price EVM trades per transaction, the fee would go inside the same swap transaction (a
 * router multicall cannot pay a third party, so it would need our own forwarding contract): not built, as the
 * reading is "none".
 */
export const EVM_TRADE_FEE = {
  perTransaction: EVM_TOOL_FEES.batchTrade,
  reading: 'none: VIP feature dexBulkTrade covers EVM trades; §9 prices only Solana trades per transaction',
} as const;

/** The fee a trade adds, in wei: none (see above), so the value sent is the trade's own. */
export function tradeFeeWei(): bigint {
  return parseDecimal(EVM_TRADE_FEE.perTransaction, 18);
}
