import { parseDecimal } from '@/lib/fees/decimal';
import { SUI_TOOL_FEES } from '@/lib/fees/tool-fees';
import { SUI_DECIMALS } from './chain';

/**
 * How the Sui service fees of spec §9 are read: THE place to change a reading (the amounts live in
 * lib/fees/tool-fees.ts). The spec's Sui line reads "base fee 1000000000; per address 10000000; swap base 500000000;
 * per token 100000000; batch send 1; collection 0.01; publish 10; burn, mint, metadata, permission 5 each". The first
 * two figures are MIST (1 SUI and 0.01 SUI) and say the same as "batch send 1" and "collection 0.01" in whole SUI: the
 * base fee is the batch send's, the per-address fee the collection's. Read so:
 *
 * - batch send: 1 SUI per batch transaction (PTB), as Tron's "batch send 5" is read per batch transaction. The fee
 *   amount is one more amount of the PTB's one splitCoins and its transfer to our receiver is the PTB's last command,
 *   after the recipients' transfers: the user signs once, and a PTB that fails or is never executed charges nothing
 *   (Sui transactions are atomic); a retried PTB pays once, when it lands.
 * - batch collection: 0.01 SUI per swept wallet (an "address"), paid by that wallet inside its own sweep transaction,
 *   after the sweep's transfers; a wallet with nothing to sweep pays nothing.
 * - publish: 10 SUI per published coin, in the publish transaction (split from the gas coin and sent to our receiver
 *   after the Publish command and the UpgradeCap's transfer). The Coin Registry's second step,
 *   `coin_registry::finalize_registration`, is a transaction of its own that anyone may send and that only finishes
 *   the same publication: it carries no fee, nor does the initial supply the page mints in it (part of publishing,
 *   not a later "mint" action; chains/sui/token/publish.ts).
 * - burn, mint, metadata update, permission change: 5 SUI per transaction of that action (one mint transaction to up
 *   to 512 recipients pays 5 SUI once; a metadata transaction changing name, description and icon pays 5 SUI once;
 *   each permission change — fixing the supply, freezing or handing over the TreasuryCap, deleting or handing over the
 *   MetadataCap — is its own transaction and pays 5 SUI), last in that transaction.
 * - swap base 0.5 SUI + 0.1 SUI per token: the swap tool's, not built here (sui/swap-token waits for the trading
 *   issue).
 */
export const SUI_FEE_READING = {
  batchSend: { unit: 'batchTransaction', amount: SUI_TOOL_FEES.batchSend },
  batchCollection: { unit: 'sourceWallet', amount: SUI_TOOL_FEES.batchCollection },
  publish: { unit: 'publishTransaction', amount: SUI_TOOL_FEES.publishToken },
  manage: {
    unit: 'action',
    amounts: {
      mint: SUI_TOOL_FEES.mintToken,
      burn: SUI_TOOL_FEES.burnToken,
      metadata: SUI_TOOL_FEES.updateMetadata,
      permission: SUI_TOOL_FEES.updatePermission,
    },
  },
} as const;

export type SuiManageAction = keyof typeof SUI_FEE_READING.manage.amounts;

const mist = (text: string) => parseDecimal(text, SUI_DECIMALS);

/** 1,000,000,000 MIST: the fee of one batch-send PTB. */
export function suiBatchSendFeeMist(): bigint {
  return mist(SUI_FEE_READING.batchSend.amount);
}

/** 10,000,000 MIST: the fee of one swept wallet. */
export function suiBatchCollectionFeeMist(): bigint {
  return mist(SUI_FEE_READING.batchCollection.amount);
}

/** 10 SUI. */
export function suiPublishFeeMist(): bigint {
  return mist(SUI_FEE_READING.publish.amount);
}

/** 5 SUI for each manage action. */
export function suiManageFeeMist(action: SuiManageAction): bigint {
  const amount = SUI_FEE_READING.manage.amounts[action];
  if (amount === undefined) throw new RangeError(`Unknown coin action: ${String(action)}`);
  return mist(amount);
}
