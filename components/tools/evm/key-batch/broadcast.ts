import {
  type Address,
  BaseError,
  type Hex,
  keccak256,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { TxOutcome } from '@/lib/batch/executor';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { AttemptLog } from './attempts';
import { type FeeQuote, feeFields } from './fees';

/** Longest wait for a receipt; after it the row fails and a retry checks the chain before sending anything. */
export const RECEIPT_TIMEOUT_MS = 180_000;

/** Error codes of our own, translated by the key-batch tables (the engine keeps any code with its message). */
export const KEY_BATCH_CODE = {
  /** No pasted key for the row's wallet (after a reload, before the keys are pasted again). */
  KEY_MISSING: 'KEY_MISSING',
  /** The wallet holds nothing to send, or too little to pay the fee. */
  NOTHING_TO_SEND: 'NOTHING_TO_SEND',
} as const;

export function keyMissing(address: string): AppError {
  return new AppError(KEY_BATCH_CODE.KEY_MISSING, `No private key was pasted for ${address}`);
}

export function nothingToSend(address: string): AppError {
  return new AppError(KEY_BATCH_CODE.NOTHING_TO_SEND, `${address} has nothing to send after the fee`);
}

export interface TransactionRequest {
  to: Address;
  value?: bigint;
  data?: Hex;
  gas: bigint;
}

export interface BroadcastInput {
  client: PublicClient;
  account: PrivateKeyAccount;
  chainId: number;
  chunkId: number;
  nonce: number;
  request: TransactionRequest;
  quote: FeeQuote;
  /** What the transaction moves, for the attempt log (base units of the sent asset). */
  amount: bigint;
  attempts: AttemptLog;
  signal: AbortSignal;
}

/** The node already holds this very transaction: broadcasting it again is harmless, its hash stands. */
const ALREADY_KNOWN = /already known|known transaction|already imported|transaction already exists/i;

function errorText(error: unknown): string {
  if (error instanceof BaseError) return `${error.shortMessage} ${error.details}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Signs in the page with the local account, records the hash in the attempt log, then broadcasts the raw bytes.
 * Only the signed transaction travels: the key never leaves the account object.
 */
export async function signAndBroadcast(input: BroadcastInput): Promise<Hex> {
  const { client, account, request, quote, signal } = input;
  const serializedTransaction = await account.signTransaction({
    chainId: input.chainId,
    nonce: input.nonce,
    to: request.to,
    value: request.value ?? 0n,
    data: request.data,
    gas: request.gas,
    ...feeFields(quote),
  });
  const hash = keccak256(serializedTransaction);
  if (signal.aborted) throw new AppError(CLIENT_CODE.USER_REJECTED);
  input.attempts.record(input.chunkId, { hash, nonce: input.nonce, amount: input.amount.toString() });
  try {
    await client.sendRawTransaction({ serializedTransaction });
  } catch (error) {
    if (!ALREADY_KNOWN.test(errorText(error))) throw error;
  }
  return hash;
}

/** Waits for the receipt: 'failed' when the transaction reverted; throws on timeout (a retry then checks first). */
export async function waitForOutcome(client: PublicClient, hash: string): Promise<TxOutcome> {
  // Polled at the client's interval (createRpcClient: RECEIPT_POLLING_MS).
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, timeout: RECEIPT_TIMEOUT_MS });
  return receipt.status === 'success' ? 'confirmed' : 'failed';
}

export type AttemptsState = 'confirmed' | 'pending' | 'absent';

/**
 * What became of a chunk's earlier transactions: one confirmed; or one (or any other transaction of the sender)
 * still waiting in the node's pool; or none will land, because none is known and the sender has nothing pending.
 */
export async function attemptsOnChain(
  client: PublicClient,
  sender: Address,
  hashes: readonly (string | undefined)[],
): Promise<AttemptsState> {
  const unique = [...new Set(hashes.filter((hash): hash is string => hash !== undefined))];
  let isPending = false;
  for (const hash of unique) {
    try {
      const receipt = await client.getTransactionReceipt({ hash: hash as Hex });
      if (receipt.status === 'success') return 'confirmed';
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
      try {
        await client.getTransaction({ hash: hash as Hex });
        isPending = true;
      } catch (lookupError) {
        if (!(lookupError instanceof TransactionNotFoundError)) throw lookupError;
      }
    }
  }
  if (isPending) return 'pending';
  const [latest, pending] = await Promise.all([
    client.getTransactionCount({ address: sender, blockTag: 'latest' }),
    client.getTransactionCount({ address: sender, blockTag: 'pending' }),
  ]);
  return pending > latest ? 'pending' : 'absent';
}

/** The check every key-batch driver starts its checkOnChain with: true when done, throws while anything may land. */
export async function checkAttempts(
  client: PublicClient,
  sender: Address,
  hashes: readonly (string | undefined)[],
): Promise<boolean> {
  const state = await attemptsOnChain(client, sender, hashes);
  if (state === 'pending') throw new AppError(CLIENT_CODE.REQUEST_ALREADY_PENDING);
  return state === 'confirmed';
}
