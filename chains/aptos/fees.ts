import { parseDecimal } from '@/lib/fees/decimal';
import { APTOS_TOOL_FEES } from '@/lib/fees/tool-fees';
import { APT_DECIMALS } from './chain';

/**
 * How the Aptos service fees of spec §9 are read: THE place to change a reading (the amounts live in
 * lib/fees/tool-fees.ts). The spec's Aptos line reads "base 50000000; per address 500000" in octas (10⁻⁸ APT): 0.5 APT
 * and 0.005 APT. Aptos has two fee tools, batch send and batch collection; the spec names no tool. Read so:
 *
 * - batch send: base 0.5 APT per batch **plus** 0.005 APT per recipient address. The base is charged once per batch
 *   transaction (each is signed and lands on its own, so each pays for itself, as the Sui and Tron batch sends are
 *   read), the per-address part for the rows of that transaction: a transaction of n rows pays 0.5 + 0.005·n APT.
 *   APT send: the fee is one more recipient and amount of the transaction's own `0x1::aptos_account::batch_transfer`,
 *   last (after the work), paid to our receiver: the user signs once, a transaction that aborts or never lands charges
 *   nothing, a retried transaction pays once, when it lands.
 *   Coin or fungible-asset send: an Aptos entry-function transaction calls exactly one function
 *   (`batch_transfer_coins<T>` / `batch_transfer_fungible_assets` move that token only) and putting an APT transfer
 *   beside it needs a compiled Move script, which we cannot build or check here (no Move compiler or node installs).
 *   So such a batch pays its fee (the same 0.5 + 0.005·n APT per token transaction, summed) in one APT
 *   `batch_transfer` to our receiver sent **after** the work, once the run stops, for the token transactions that
 *   landed: never before the work, never for rows that did not land, once per landed transaction (the page keeps the
 *   paid ones by hash). This is the one place Aptos departs from "in the same transaction".
 * - batch collection: 0.005 APT per swept wallet (an "address"), paid by that wallet inside its own sweep, after the
 *   sweep's transfers; no base (the collection has no single payer).
 */
export const APTOS_FEE_READING = {
  batchSend: { base: APTOS_TOOL_FEES.base, perRecipient: APTOS_TOOL_FEES.perAddress, unit: 'batchTransaction' },
  batchCollection: { perWallet: APTOS_TOOL_FEES.perAddress, unit: 'sourceWallet' },
} as const;

const octas = (text: string) => parseDecimal(text, APT_DECIMALS);

/** 50,000,000 octas (0.5 APT): a batch-send transaction's base. */
export function aptosBatchSendBaseOctas(): bigint {
  return octas(APTOS_FEE_READING.batchSend.base);
}

/** 500,000 octas (0.005 APT) a recipient. */
export function aptosPerAddressOctas(): bigint {
  return octas(APTOS_FEE_READING.batchSend.perRecipient);
}

/** Our fee for one batch-send transaction of `recipients` rows. */
export function aptosBatchSendFeeOctas(recipients: number): bigint {
  if (!Number.isSafeInteger(recipients) || recipients < 1)
    throw new RangeError(`A transaction has rows, not ${recipients}`);
  return aptosBatchSendBaseOctas() + aptosPerAddressOctas() * BigInt(recipients);
}

/** 500,000 octas: one swept wallet's fee. */
export function aptosBatchCollectionFeeOctas(): bigint {
  return octas(APTOS_FEE_READING.batchCollection.perWallet);
}
