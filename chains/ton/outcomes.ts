import { type Address, Cell, loadTransaction, type Transaction } from '@ton/core';
import { z } from 'zod';
import { type TonApiOptions, tonRpc } from './api';
import type { PlannedTonMessage, PlannedTonRequest } from './packing';

/**
 * What became of each row of a sent request, read from the chain through toncenter v2 (getTransactions,
 * tryLocateResultTx). On TON a request can be accepted (the wallet's transaction lands, the seqno moves) while some of
 * its messages fail later: a TON transfer to a bounceable address that cannot take it bounces back; a jetton transfer
 * that the sender's jetton wallet refuses (too little TON attached) bounces back; one the recipient's jetton wallet
 * refuses bounces to the sender's jetton wallet, which restores the balance. Rows whose message was never created by the
 * wallet (its action phase skipped them) are failed too. Every failed row can be retried alone.
 */

export type TonRowStatus =
  | { status: 'delivered' }
  | { status: 'bounced'; reason: string }
  | { status: 'failed'; reason: string }
  | { status: 'pending' };

export interface TonRequestOutcome {
  /** The wallet's transaction for this request was found. */
  isAccepted: boolean;
  /** One entry per row of the request (request.rowIndexes order). */
  rows: TonRowStatus[];
  /** Our fee message's fate, when the request carried one. */
  fee?: TonRowStatus;
}

const rawTransaction = z.object({ data: z.string().min(1) });

function decode(data: string): Transaction {
  return loadTransaction(Cell.fromBase64(data).beginParse());
}

function failure(transaction: Transaction): string | undefined {
  const description = transaction.description;
  if (description.type !== 'generic') return undefined;
  if (!description.aborted) return undefined;
  const compute = description.computePhase;
  if (compute.type === 'skipped') return `compute skipped (${compute.reason})`;
  if (!compute.success) return `exit code ${compute.exitCode}`;
  const action = description.actionPhase;
  return action && !action.success ? `action phase result ${action.resultCode}` : 'aborted';
}

async function locate(source: Address, destination: Address, createdLt: bigint, options: TonApiOptions) {
  try {
    const answer = await tonRpc(
      'tryLocateResultTx',
      { source: source.toString(), destination: destination.toString(), created_lt: createdLt.toString() },
      rawTransaction,
      options,
    );
    return decode(answer.data);
  } catch (error) {
    // Not there yet (or lost): the row stays pending; a caller polls again.
    if (error instanceof Error && /locate|not found/i.test(error.message)) return undefined;
    throw error;
  }
}

/** The out messages of a transaction, in the order the wallet created them. */
function outMessages(transaction: Transaction) {
  return [...transaction.outMessages.keys()].sort((a, b) => a - b).map((key) => transaction.outMessages.get(key));
}

async function messageStatus(
  wallet: Address,
  message: PlannedTonMessage,
  sent: ReturnType<typeof outMessages>[number],
  isJetton: boolean,
  options: TonApiOptions,
): Promise<TonRowStatus> {
  if (sent?.info.type !== 'internal') return { status: 'failed', reason: 'the wallet did not send this message' };
  const result = await locate(wallet, message.to, sent.info.createdLt, options);
  if (!result) return { status: 'pending' };
  const reason = failure(result);
  if (!isJetton || message.kind === 'fee') {
    // A non-bounceable message that finds no code is still credited: delivered.
    if (reason && sent.info.bounce) return { status: 'bounced', reason };
    return { status: 'delivered' };
  }
  if (reason) return { status: 'failed', reason: `the sender's jetton wallet refused: ${reason}` };
  const transfer = outMessages(result).find((out) => out?.info.type === 'internal' && !out.info.bounced);
  if (transfer?.info.type !== 'internal') return { status: 'failed', reason: 'no internal_transfer sent' };
  const arrival = await locate(message.to, transfer.info.dest, transfer.info.createdLt, options);
  if (!arrival) return { status: 'pending' };
  const refused = failure(arrival);
  return refused
    ? { status: 'bounced', reason: `the recipient's jetton wallet refused: ${refused}` }
    : { status: 'delivered' };
}

/**
 * The wallet's transaction whose inbound external message carries `body`, paging back through its history (newest
 * first, `pageSize` at a time, toncenter's lt+hash cursor) up to `searchDepth` transactions, or until transactions older
 * than `sentAt` (unix seconds, a minute's slack): what follows the request (excesses of its jetton transfers, bounces,
 * later requests) pushes it down the history.
 */
async function findWalletTransaction(
  input: { wallet: Address; body: Cell; searchDepth?: number; pageSize?: number; sentAt?: number },
  options: TonApiOptions,
): Promise<Transaction | undefined> {
  const bodyHash = input.body.hash();
  const depth = input.searchDepth ?? 1_000;
  // toncenter answers at most 100 per getTransactions, and a cursor page repeats the cursor.
  const pageSize = Math.min(input.pageSize ?? 50, depth, 99);
  let cursor: { lt: string; hash: string } | undefined;
  for (let seen = 0; seen < depth; ) {
    const page = await tonRpc(
      'getTransactions',
      { address: input.wallet.toString(), limit: pageSize + (cursor ? 1 : 0), ...cursor },
      z.array(rawTransaction),
      options,
    );
    // A cursor page starts with the cursor's own transaction.
    const transactions = page.map((answer) => decode(answer.data)).slice(cursor ? 1 : 0);
    const found = transactions.find(
      (transaction) =>
        transaction.inMessage?.info.type === 'external-in' && transaction.inMessage.body.hash().equals(bodyHash),
    );
    if (found) return found;
    const oldest = transactions.at(-1);
    if (!oldest || transactions.length < pageSize) return undefined;
    if (input.sentAt !== undefined && oldest.now < input.sentAt - 60) return undefined;
    seen += transactions.length;
    cursor = { lt: oldest.lt.toString(), hash: oldest.hash().toString('hex') };
  }
  return undefined;
}

/**
 * The outcome of one sent request: `body` is the signed body of the external message (what the wallet's transaction
 * has as its inbound body), `wallet` the sending wallet.
 */
export async function readRequestOutcome(
  input: {
    wallet: Address;
    body: Cell;
    request: PlannedTonRequest;
    isJetton: boolean;
    /** How many of the wallet's transactions to look through (newest first); default 1,000. */
    searchDepth?: number;
    pageSize?: number;
    /** When the request was sent (unix seconds): older transactions end the search. */
    sentAt?: number;
    /** Requests in flight at once; default 4. */
    concurrency?: number;
  },
  options: TonApiOptions = {},
): Promise<TonRequestOutcome> {
  const { wallet, request } = input;
  const pending = (): TonRequestOutcome => ({
    isAccepted: false,
    rows: request.rowIndexes.map(() => ({ status: 'pending' as const })),
  });
  const walletTransaction = await findWalletTransaction(input, options);
  if (!walletTransaction) return pending();
  const sent = outMessages(walletTransaction);
  const used = new Set<number>();
  // Each planned message ↔ the first unused sent message with its destination and value (order kept).
  const matches = request.messages.map((message) => {
    const index = sent.findIndex(
      (out, position) =>
        !used.has(position) &&
        out?.info.type === 'internal' &&
        out.info.dest.equals(message.to) &&
        out.info.value.coins === message.value,
    );
    if (index >= 0) used.add(index);
    return index >= 0 ? sent[index] : undefined;
  });
  const statuses: TonRowStatus[] = new Array(request.messages.length);
  let next = 0;
  const worker = async () => {
    while (next < request.messages.length) {
      const index = next;
      next += 1;
      statuses[index] = await messageStatus(wallet, request.messages[index], matches[index], input.isJetton, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(input.concurrency ?? 4, request.messages.length) }, worker));
  const feeIndex = request.messages.findIndex((message) => message.kind === 'fee');
  return {
    isAccepted: true,
    rows: statuses.filter((_, index) => request.messages[index].kind === 'row'),
    ...(feeIndex >= 0 && { fee: statuses[feeIndex] }),
  };
}
