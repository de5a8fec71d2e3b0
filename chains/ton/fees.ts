import { parseDecimal } from '@/lib/fees/decimal';
import { TON_TOOL_FEES } from '@/lib/fees/tool-fees';

/**
 * How the TON service fees of spec §9 are read: THE place to change a reading (the amounts live in
 * lib/fees/tool-fees.ts). Every fee is a TON transfer to our receiver inside the request that does the work, so the
 * user signs once and a request that is refused charges nothing.
 *
 * - batch send: 0.02 TON per recipient row of the batch (one run of the tool: every row the user submitted at once),
 *   never more than 0.5 TON for the whole batch. When the batch needs several wallet requests (a v4 wallet takes 4
 *   messages per request), each request carries the fee of its own rows until the batch's fee reaches the cap; later
 *   requests carry none. A row pays once: rows retried after their request (and its fee) landed are planned without
 *   a fee; a batch resumed after a reload plans its unsent rows with what was paid counted towards the cap.
 * - jetton publish: 5 TON, in the deploy request; manage (mint, burn, metadata update, drop admin): 1 TON per action,
 *   in that action's request. Changing the admin to another address is read as spec §9's admin action (the drop
 *   admin fee, 1 TON): the same message with a new admin instead of none.
 * - collection (ton/batch-collection-token): none. Spec §9 lists TON's fees (jetton deploy, burn, mint, metadata
 *   update, drop admin, batch send) and names no collection fee for TON, unlike Solana's and Tron's; we charge none
 *   rather than invent one. A wallet's sweep ends with mode 128, so nothing would be left to charge from anyway
 *   without a message of its own in the last request.
 */

export const TON_DECIMALS = 9;

export type TonManageAction = 'mint' | 'burn' | 'metadataUpdate' | 'dropAdmin' | 'changeAdmin';

export const TON_FEE_READING = {
  batchSend: {
    unit: 'recipient' as const,
    perRecipient: TON_TOOL_FEES.batchSendPerAddress,
    capPerBatch: TON_TOOL_FEES.batchSendCap,
  },
  publish: { unit: 'deploy' as const, amount: TON_TOOL_FEES.jettonDeploy },
  manage: { unit: 'action' as const, amounts: TON_TOOL_FEES },
  /** Spec §9 names no TON collection fee. */
  collection: { unit: 'none' as const },
} as const;

const nano = (text: string) => parseDecimal(text, TON_DECIMALS);
/** Math.min takes no bigints. */
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** 20,000,000 nanoTON. */
export function batchSendFeePerRecipientNano(): bigint {
  return nano(TON_FEE_READING.batchSend.perRecipient);
}

/** 500,000,000 nanoTON. */
export function batchSendFeeCapNano(): bigint {
  return nano(TON_FEE_READING.batchSend.capPerBatch);
}

/** The fee of a whole batch of `recipients` rows: min(0.02 × rows, 0.5) TON. */
export function batchSendFeeNano(recipients: number): bigint {
  if (!Number.isSafeInteger(recipients) || recipients < 0) {
    throw new RangeError(`A recipient count is a whole number, not ${recipients}`);
  }
  const fee = BigInt(recipients) * batchSendFeePerRecipientNano();
  const cap = batchSendFeeCapNano();
  return smaller(fee, cap);
}

/**
 * The fee of each request of a batch, in order, given how many rows each request carries and what earlier runs of
 * the same batch already paid: 0.02 per row until the batch's total reaches the cap.
 */
export function batchSendFeesPerRequest(rowsPerRequest: readonly number[], alreadyPaid = 0n): bigint[] {
  if (alreadyPaid < 0n) throw new RangeError('A paid fee cannot be negative');
  let left = batchSendFeeCapNano() - alreadyPaid;
  return rowsPerRequest.map((rows) => {
    const fee = batchSendFeeNano(rows);
    const charged = left <= 0n ? 0n : smaller(fee, left);
    left -= charged;
    return charged;
  });
}

/** 5 TON. */
export function jettonPublishFeeNano(): bigint {
  return nano(TON_FEE_READING.publish.amount);
}

/** 1 TON for each manage action. */
export function jettonManageFeeNano(action: TonManageAction): bigint {
  const amount = TON_FEE_READING.manage.amounts[action === 'changeAdmin' ? 'dropAdmin' : action];
  if (amount === undefined) throw new RangeError(`Unknown jetton action: ${String(action)}`);
  return nano(amount);
}
