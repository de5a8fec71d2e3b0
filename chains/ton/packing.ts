import { type Address, type Cell, comment, internal, type MessageRelaxed, type StateInit } from '@ton/core';
import { parseTonAddress, type TonNetwork } from './address';
import { batchSendFeesPerRequest } from './fees';
import {
  DEFAULT_JETTON_FORWARD_TON,
  DEFAULT_JETTON_TRANSFER_TON,
  jettonTransferBody,
  minimumJettonTransferTon,
} from './jetton';
import { MAX_MESSAGES_PER_EXTERNAL, type TonWalletVersion } from './wallet-limits';

/**
 * Packs a batch's rows into wallet requests (one signed external message each): as many messages per request as the
 * wallet takes (v5r1 255, v4r2 4, or the connected wallet's TON Connect `maxMessages` when lower), our service fee
 * (chains/ton/fees.ts) as one more message in each request that owes one. Pure: nothing is read or signed here.
 *
 * TON rows are messages to the recipients. A row's bounce flag follows its address as pasted (TEP-2): non-bounceable
 * (UQ…) and raw addresses are sent non-bounceable, so TON reaches a new, undeployed wallet; bounceable (EQ…) ones
 * bounce back from an account that cannot take them. Jetton rows are messages to the sender's own jetton wallet with
 * a TEP-74 transfer body (query id = the row's number, so each row's outcome can be found again), carrying the TON
 * the transfer needs: forward amount + DEFAULT_JETTON_TRANSFER_TON by default, never less than the jetton wallet's
 * minimum plus the forward amount (≈ 0.041 TON measured for the reference code: chains/ton/jetton.ts).
 */

export interface TonSendRow {
  to: string;
  /** nanoTON for TON, the jetton's smallest unit for a jetton. */
  amount: bigint;
  comment?: string;
}

export type TonSendAsset =
  | { kind: 'ton' }
  | {
      kind: 'jetton';
      /** The sender's jetton wallet of this jetton (derived from the minter). */
      senderJettonWallet: string;
      /** TON forwarded to each recipient with the notification; default 1 nanoTON. */
      forwardTonAmount?: bigint;
      /** TON attached to each transfer; default forward + 0.05 TON. */
      attachedTon?: bigint;
      /** The jetton wallet's own minimum (without the forward amount); default JETTON_TRANSFER_MIN_TON. */
      minimumTransferTon?: bigint;
    };

export interface TonSendPlanOptions {
  rows: readonly TonSendRow[];
  asset: TonSendAsset;
  /** The sending wallet: its own address (excesses of jetton transfers return there) and version. */
  sender: string;
  walletVersion: TonWalletVersion;
  /** The connected wallet's limit (TON Connect SendTransaction feature's maxMessages), when lower than the contract's. */
  walletMaxMessages?: number;
  /** Our fee receiver; no fee message without it. */
  feeReceiver?: string;
  /** What earlier requests of the same batch paid (a resumed batch): counts towards the cap. */
  feeAlreadyPaid?: bigint;
  /** Row numbers start here (query ids of jetton transfers); default 0. */
  firstRowNumber?: number;
  network?: TonNetwork;
}

export interface PlannedTonMessage {
  kind: 'row' | 'fee';
  /** Index into the request's rows for kind 'row'. */
  rowIndex?: number;
  to: Address;
  value: bigint;
  bounce: boolean;
  body: Cell | null;
  /** Code and data of a contract the message deploys (a jetton minter). */
  init?: StateInit;
}

export interface PlannedTonRequest {
  rowIndexes: number[];
  messages: PlannedTonMessage[];
  serviceFee: bigint;
  /** TON leaving the wallet with this request, before network fees (values of every message). */
  tonOut: bigint;
}

export interface TonSendPlan {
  requests: PlannedTonRequest[];
  messagesPerRequest: number;
  serviceFee: bigint;
  tonOut: bigint;
  /** The jetton leaving the wallet (0 for TON). */
  jettonOut: bigint;
}

export class TonSendPlanError extends Error {
  constructor(
    message: string,
    readonly rowIndex?: number,
  ) {
    super(rowIndex === undefined ? message : `Row ${rowIndex + 1}: ${message}`);
    this.name = 'TonSendPlanError';
  }
}

function address(text: string, what: string, network: TonNetwork, rowIndex?: number) {
  const check = parseTonAddress(text, network);
  if (!check.ok) throw new TonSendPlanError(`${what} is not a TON address (${check.issue}): "${text}"`, rowIndex);
  return check.details;
}

/** The number of messages one request of this wallet may carry. */
export function messagesPerRequest(walletVersion: TonWalletVersion, walletMaxMessages?: number): number {
  const contract = MAX_MESSAGES_PER_EXTERNAL[walletVersion];
  if (contract === undefined) throw new TonSendPlanError(`Unknown wallet version ${String(walletVersion)}`);
  if (walletMaxMessages === undefined) return contract;
  if (!Number.isSafeInteger(walletMaxMessages) || walletMaxMessages < 1) {
    throw new TonSendPlanError(`A wallet's maxMessages is a whole number ≥ 1, not ${walletMaxMessages}`);
  }
  return Math.min(contract, walletMaxMessages);
}

function rowMessage(row: TonSendRow, rowIndex: number, options: TonSendPlanOptions, network: TonNetwork) {
  const to = address(row.to, 'The recipient', network, rowIndex);
  if (typeof row.amount !== 'bigint' || row.amount <= 0n)
    throw new TonSendPlanError('the amount must be > 0', rowIndex);
  const { asset } = options;
  if (asset.kind === 'ton') {
    return {
      kind: 'row' as const,
      rowIndex,
      to: to.address,
      value: row.amount,
      bounce: to.isFriendly && to.isBounceable,
      body: row.comment ? comment(row.comment) : null,
    };
  }
  const forward = asset.forwardTonAmount ?? DEFAULT_JETTON_FORWARD_TON;
  const attached = asset.attachedTon ?? forward + DEFAULT_JETTON_TRANSFER_TON;
  const minimum = minimumJettonTransferTon(forward, asset.minimumTransferTon);
  if (attached < minimum) {
    throw new TonSendPlanError(
      `${attached} nanoTON attached to a jetton transfer forwarding ${forward}: the transfer needs at least ${minimum}`,
    );
  }
  const body = jettonTransferBody({
    queryId: BigInt((options.firstRowNumber ?? 0) + rowIndex),
    amount: row.amount,
    destination: to.address,
    responseDestination: address(options.sender, 'The sender', network).address,
    forwardTonAmount: forward,
    comment: row.comment,
  });
  const jettonWallet = address(asset.senderJettonWallet, "The sender's jetton wallet", network);
  return { kind: 'row' as const, rowIndex, to: jettonWallet.address, value: attached, bounce: true, body };
}

export function planTonSend(options: TonSendPlanOptions): TonSendPlan {
  const network = options.network ?? 'mainnet';
  const limit = messagesPerRequest(options.walletVersion, options.walletMaxMessages);
  address(options.sender, 'The sender', network);
  const feeReceiver = options.feeReceiver ? address(options.feeReceiver, 'The fee receiver', network) : undefined;
  if (feeReceiver && limit < 2)
    throw new TonSendPlanError('A wallet taking one message per request cannot add the fee');
  const messages = options.rows.map((row, index) => rowMessage(row, index, options, network));

  // First pass: rows per request, one slot kept for the fee while the batch still owes one.
  const feePerRow = batchSendFeesPerRequest([1])[0];
  let owed = feeReceiver ? batchSendFeesPerRequest([options.rows.length], options.feeAlreadyPaid ?? 0n)[0] : 0n;
  const sizes: number[] = [];
  for (let start = 0; start < messages.length; ) {
    const rows = Math.min(owed > 0n ? limit - 1 : limit, messages.length - start);
    sizes.push(rows);
    const charged = BigInt(rows) * feePerRow;
    owed = charged >= owed ? 0n : owed - charged;
    start += rows;
  }
  const fees = feeReceiver ? batchSendFeesPerRequest(sizes, options.feeAlreadyPaid ?? 0n) : sizes.map(() => 0n);

  const requests: PlannedTonRequest[] = [];
  let start = 0;
  sizes.forEach((size, requestIndex) => {
    const rowMessages: PlannedTonMessage[] = messages.slice(start, start + size);
    const fee = fees[requestIndex];
    if (fee > 0n && feeReceiver) {
      rowMessages.push({
        kind: 'fee',
        to: feeReceiver.address,
        value: fee,
        bounce: false,
        body: comment('Chainkit fee'),
      });
    }
    requests.push({
      rowIndexes: Array.from({ length: size }, (_, offset) => start + offset),
      messages: rowMessages,
      serviceFee: fee,
      tonOut: rowMessages.reduce((sum, message) => sum + message.value, 0n),
    });
    start += size;
  });
  return {
    requests,
    messagesPerRequest: limit,
    serviceFee: fees.reduce((sum, fee) => sum + fee, 0n),
    tonOut: requests.reduce((sum, request) => sum + request.tonOut, 0n),
    jettonOut: options.asset.kind === 'jetton' ? options.rows.reduce((sum, row) => sum + row.amount, 0n) : 0n,
  };
}

/** A request's messages as @ton/core internal messages, for a wallet contract's createTransfer. */
export function requestMessages(request: PlannedTonRequest): MessageRelaxed[] {
  return request.messages.map((message) =>
    internal({
      to: message.to,
      value: message.value,
      bounce: message.bounce,
      body: message.body ?? undefined,
      init: message.init,
    }),
  );
}
