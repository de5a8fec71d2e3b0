import {
  type Address,
  concatHex,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  maxUint256,
  numberToHex,
  zeroAddress,
} from 'viem';
import { MULTISEND_ABI, type MultisendFunctionName } from './abi';
import { MULTISEND_ADDRESS } from './address';

// Calldata for each Multisend function, as a ready transaction (to, data, value). Native and ERC-20 sends use the
// packed layout (one bytes32 per recipient: amount << 160 | recipient) when every amount fits 96 bits, else the
// `...Wide` function with plain arrays. A list where every amount is the same (two rows or more) goes to the `...Equal`
// form instead: 20 bytes per recipient and one amount (native, and pooled ERC-20). NFT sends always use plain arrays
// (see Multisend.sol).

/** Largest amount a packed word holds: 2^96 − 1 (about 7.9e28 base units). */
export const MAX_PACKED_AMOUNT = (1n << 96n) - 1n;

/** Our service fee, in native wei, paid by the same call; absent or 0 means none. */
export interface ServiceFee {
  recipient: Address;
  amount: bigint;
}

export interface AmountTransfer {
  to: Address;
  amount: bigint;
}

export interface NftTransfer {
  to: Address;
  tokenId: bigint;
}

export interface MultiTokenTransfer {
  to: Address;
  id: bigint;
  amount: bigint;
}

export interface MultiTokenBatchTransfer {
  to: Address;
  items: readonly { id: bigint; amount: bigint }[];
}

export interface MultisendCall {
  to: Address;
  data: Hex;
  /** Exact native value to attach: the native amounts (native sends) plus the fee. Nothing is left to refund. */
  value: bigint;
  functionName: MultisendFunctionName;
}

export class MultisendInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultisendInputError';
  }
}

function checkAddress(address: Address, what: string): void {
  if (!isAddress(address)) throw new MultisendInputError(`${what} is not a valid address: ${address}`);
}

function checkUint256(value: bigint, what: string): void {
  if (value < 0n || value > maxUint256) throw new MultisendInputError(`${what} is out of range: ${value}`);
}

function checkRows(rows: readonly { to: Address }[]): void {
  if (rows.length === 0) throw new MultisendInputError('no transfers');
  for (const [index, row] of rows.entries()) checkAddress(row.to, `recipient #${index}`);
}

function feeArguments(fee: ServiceFee | undefined): readonly [Address, bigint] {
  if (!fee || fee.amount === 0n) return [zeroAddress, 0n];
  checkAddress(fee.recipient, 'fee recipient');
  checkUint256(fee.amount, 'fee');
  return [fee.recipient, fee.amount];
}

/** One packed word: amount in bits 255..160, recipient in bits 159..0. */
export function packTransfer(to: Address, amount: bigint): Hex {
  checkAddress(to, 'recipient');
  if (amount < 0n || amount > MAX_PACKED_AMOUNT)
    throw new MultisendInputError(`amount does not fit 96 bits: ${amount}`);
  return numberToHex((amount << 160n) | BigInt(to), { size: 32 });
}

/** Recipients back to back, 20 bytes each: the `bytes recipients` of the `...Equal` functions. */
export function packRecipients(recipients: readonly Address[]): Hex {
  for (const [index, to] of recipients.entries()) checkAddress(to, `recipient #${index}`);
  return concatHex(recipients.map((to) => getAddress(to).toLowerCase() as Hex));
}

/** The one amount of a list of two or more equal amounts (the `...Equal` form), else undefined. */
function equalAmount(transfers: readonly AmountTransfer[]): bigint | undefined {
  if (transfers.length < 2) return undefined;
  const [{ amount }] = transfers;
  return transfers.every((transfer) => transfer.amount === amount) ? amount : undefined;
}

const sumOf = (transfers: readonly AmountTransfer[]) => transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);

function isPackable(transfers: readonly AmountTransfer[]): boolean {
  return transfers.every((transfer) => transfer.amount >= 0n && transfer.amount <= MAX_PACKED_AMOUNT);
}

function checkAmounts(transfers: readonly AmountTransfer[]): void {
  checkRows(transfers);
  for (const [index, transfer] of transfers.entries()) checkUint256(transfer.amount, `amount #${index}`);
}

/** The native value a send needs: the sum of the native amounts plus the fee (0 for token sends' amounts). */
export function nativeValueNeeded(nativeAmounts: readonly bigint[], fee?: ServiceFee): bigint {
  return nativeAmounts.reduce((sum, amount) => sum + amount, 0n) + (fee?.amount ?? 0n);
}

export function encodeNativeSend(options: { transfers: readonly AmountTransfer[]; fee?: ServiceFee }): MultisendCall {
  const { transfers, fee } = options;
  checkAmounts(transfers);
  const [feeRecipient, feeAmount] = feeArguments(fee);
  const value = nativeValueNeeded(
    transfers.map((transfer) => transfer.amount),
    fee,
  );
  const same = equalAmount(transfers);
  if (same !== undefined) {
    const recipients = packRecipients(transfers.map((transfer) => transfer.to));
    const data = encodeFunctionData({
      abi: MULTISEND_ABI,
      functionName: 'sendNativeEqual',
      args: [recipients, same, feeRecipient, feeAmount],
    });
    return { to: MULTISEND_ADDRESS, data, value, functionName: 'sendNativeEqual' };
  }
  if (isPackable(transfers)) {
    const packed = transfers.map((transfer) => packTransfer(transfer.to, transfer.amount));
    const data = encodeFunctionData({
      abi: MULTISEND_ABI,
      functionName: 'sendNative',
      args: [packed, sumOf(transfers), feeRecipient, feeAmount],
    });
    return { to: MULTISEND_ADDRESS, data, value, functionName: 'sendNative' };
  }
  const data = encodeFunctionData({
    abi: MULTISEND_ABI,
    functionName: 'sendNativeWide',
    args: [
      transfers.map((transfer) => transfer.to),
      transfers.map((transfer) => transfer.amount),
      feeRecipient,
      feeAmount,
    ],
  });
  return { to: MULTISEND_ADDRESS, data, value, functionName: 'sendNativeWide' };
}

/**
 * ERC-20 from the caller to each recipient; the caller must first approve MULTISEND_ADDRESS for the total.
 * `pooled` picks sendERC20Pooled (cheaper per recipient, but fails with fee-on-transfer or rebasing tokens: simulate
 * first and fall back to the direct form), or sendERC20PooledEqual when every amount is the same. Amounts of 2^96 or
 * more (unless all equal) use sendERC20Wide (direct).
 */
export function encodeERC20Send(options: {
  token: Address;
  transfers: readonly AmountTransfer[];
  fee?: ServiceFee;
  pooled?: boolean;
}): MultisendCall {
  const { token, transfers, fee, pooled = false } = options;
  checkAddress(token, 'token');
  checkAmounts(transfers);
  const [feeRecipient, feeAmount] = feeArguments(fee);
  const value = nativeValueNeeded([], fee);
  const same = pooled ? equalAmount(transfers) : undefined;
  if (same !== undefined) {
    const recipients = packRecipients(transfers.map((transfer) => transfer.to));
    const data = encodeFunctionData({
      abi: MULTISEND_ABI,
      functionName: 'sendERC20PooledEqual',
      args: [token, recipients, same, feeRecipient, feeAmount],
    });
    return { to: MULTISEND_ADDRESS, data, value, functionName: 'sendERC20PooledEqual' };
  }
  if (isPackable(transfers)) {
    const packed = transfers.map((transfer) => packTransfer(transfer.to, transfer.amount));
    const data = pooled
      ? encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendERC20Pooled',
          args: [token, packed, sumOf(transfers), feeRecipient, feeAmount],
        })
      : encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendERC20',
          args: [token, packed, feeRecipient, feeAmount],
        });
    return { to: MULTISEND_ADDRESS, data, value, functionName: pooled ? 'sendERC20Pooled' : 'sendERC20' };
  }
  const data = encodeFunctionData({
    abi: MULTISEND_ABI,
    functionName: 'sendERC20Wide',
    args: [
      token,
      transfers.map((transfer) => transfer.to),
      transfers.map((transfer) => transfer.amount),
      feeRecipient,
      feeAmount,
    ],
  });
  return { to: MULTISEND_ADDRESS, data, value, functionName: 'sendERC20Wide' };
}

/**
 * ERC-721 from the caller (who must setApprovalForAll(MULTISEND_ADDRESS) first). `safe` (the default) makes contract
 * recipients confirm they accept NFTs; it costs a code lookup per recipient.
 */
export function encodeERC721Send(options: {
  token: Address;
  transfers: readonly NftTransfer[];
  safe?: boolean;
  fee?: ServiceFee;
}): MultisendCall {
  const { token, transfers, safe = true, fee } = options;
  checkAddress(token, 'token');
  checkRows(transfers);
  for (const [index, transfer] of transfers.entries()) checkUint256(transfer.tokenId, `token id #${index}`);
  const [feeRecipient, feeAmount] = feeArguments(fee);
  const data = encodeFunctionData({
    abi: MULTISEND_ABI,
    functionName: 'sendERC721',
    args: [
      token,
      transfers.map((transfer) => transfer.to),
      transfers.map((transfer) => transfer.tokenId),
      safe,
      feeRecipient,
      feeAmount,
    ],
  });
  return { to: MULTISEND_ADDRESS, data, value: nativeValueNeeded([], fee), functionName: 'sendERC721' };
}

/** ERC-1155, one safeTransferFrom per row (the caller must setApprovalForAll(MULTISEND_ADDRESS) first). */
export function encodeERC1155Send(options: {
  token: Address;
  transfers: readonly MultiTokenTransfer[];
  fee?: ServiceFee;
}): MultisendCall {
  const { token, transfers, fee } = options;
  checkAddress(token, 'token');
  checkRows(transfers);
  for (const [index, transfer] of transfers.entries()) {
    checkUint256(transfer.id, `token id #${index}`);
    checkUint256(transfer.amount, `amount #${index}`);
  }
  const [feeRecipient, feeAmount] = feeArguments(fee);
  const data = encodeFunctionData({
    abi: MULTISEND_ABI,
    functionName: 'sendERC1155',
    args: [
      token,
      transfers.map((transfer) => transfer.to),
      transfers.map((transfer) => transfer.id),
      transfers.map((transfer) => transfer.amount),
      feeRecipient,
      feeAmount,
    ],
  });
  return { to: MULTISEND_ADDRESS, data, value: nativeValueNeeded([], fee), functionName: 'sendERC1155' };
}

/** ERC-1155, one safeBatchTransferFrom per recipient carrying all of that recipient's ids. */
export function encodeERC1155BatchSend(options: {
  token: Address;
  transfers: readonly MultiTokenBatchTransfer[];
  fee?: ServiceFee;
}): MultisendCall {
  const { token, transfers, fee } = options;
  checkAddress(token, 'token');
  checkRows(transfers);
  for (const [index, transfer] of transfers.entries()) {
    if (transfer.items.length === 0) throw new MultisendInputError(`recipient #${index} has no tokens`);
    for (const item of transfer.items) {
      checkUint256(item.id, `token id of recipient #${index}`);
      checkUint256(item.amount, `amount of recipient #${index}`);
    }
  }
  const [feeRecipient, feeAmount] = feeArguments(fee);
  const data = encodeFunctionData({
    abi: MULTISEND_ABI,
    functionName: 'sendERC1155Batch',
    args: [
      token,
      transfers.map((transfer) => transfer.to),
      transfers.map((transfer) => transfer.items.map((item) => item.id)),
      transfers.map((transfer) => transfer.items.map((item) => item.amount)),
      feeRecipient,
      feeAmount,
    ],
  });
  return { to: MULTISEND_ADDRESS, data, value: nativeValueNeeded([], fee), functionName: 'sendERC1155Batch' };
}
