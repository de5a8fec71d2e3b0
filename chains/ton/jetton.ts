import { type Address, beginCell, type Cell, comment } from '@ton/core';

/**
 * TEP-74 jetton messages. A jetton transfer is an internal message from the owner's wallet to the owner's jetton
 * wallet; that wallet sends internal_transfer to the recipient's jetton wallet (deploying it if needed), which sends
 * `forward_ton_amount` to the recipient with a transfer_notification and the rest back to `response_destination`
 * as excesses. The TON attached pays all of that: the reference jetton wallet refuses a transfer below
 * forward_ton_amount + 2 × its gas + the new wallet's storage + forwarding fees; the unused part comes back as
 * excesses. Measured on @ton/sandbox (its mainnet config) with the reference wallet code of @ton-community/assets-sdk,
 * by halving the attached TON until the recipient's balance stayed 0: 0.0407 TON with no forward amount, 0.0414 with
 * 1 nanoTON forwarded (0.0415 with a comment), 0.0514 with 0.01 TON forwarded — about 0.041 TON plus the forward
 * amount, above the ≈ 0.037 the issue quotes. Other jetton codes need other amounts: a tool may pass its own floor.
 */

export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
export const JETTON_INTERNAL_TRANSFER_OP = 0x178d4519;
export const JETTON_TRANSFER_NOTIFICATION_OP = 0x7362d09c;
export const JETTON_EXCESSES_OP = 0xd53276db;
export const JETTON_BURN_OP = 0x595f07bc;

/** The planner's floor: below this plus the forward amount the reference jetton wallet refuses (measured 0.0415). */
export const JETTON_TRANSFER_MIN_TON = 42_000_000n;
/** What the planner attaches by default on top of the forward amount: the minimum with margin, excess returned. */
export const DEFAULT_JETTON_TRANSFER_TON = 50_000_000n;
/** The default forward amount: 1 nanoTON, enough for the recipient's wallet app to show the transfer and comment. */
export const DEFAULT_JETTON_FORWARD_TON = 1n;

export interface JettonTransferParameters {
  queryId: bigint;
  amount: bigint;
  destination: Address;
  /** Where the excess TON returns: the sender. */
  responseDestination: Address;
  forwardTonAmount: bigint;
  /** A text comment forwarded to the recipient (op 0), or none. */
  comment?: string;
}

/** The body of a TEP-74 transfer: query_id, amount, destination, response, no custom payload, forward TON and payload. */
export function jettonTransferBody(parameters: JettonTransferParameters): Cell {
  if (parameters.amount < 0n) throw new RangeError('A jetton amount cannot be negative');
  if (parameters.forwardTonAmount < 0n) throw new RangeError('A forward amount cannot be negative');
  const builder = beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(parameters.queryId, 64)
    .storeCoins(parameters.amount)
    .storeAddress(parameters.destination)
    .storeAddress(parameters.responseDestination)
    .storeBit(false)
    .storeCoins(parameters.forwardTonAmount);
  if (parameters.comment) builder.storeBit(true).storeRef(comment(parameters.comment));
  else builder.storeBit(false);
  return builder.endCell();
}

/** The smallest TON to attach to a transfer forwarding `forwardTonAmount` (`floor`: a jetton's own minimum). */
export function minimumJettonTransferTon(forwardTonAmount: bigint, floor: bigint = JETTON_TRANSFER_MIN_TON): bigint {
  return floor + forwardTonAmount;
}
