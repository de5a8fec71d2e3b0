import type { TronApiOptions } from './api';
import type { TronSendBatch } from './batch-send';
import { estimateTransactionCost, feeLimitWithRefunds, type TronChainParameters, type TronCostEstimate } from './costs';
import { estimateTronCallEnergy, readTronAccountResources } from './resources';
import {
  broadcastTransaction,
  buildContractCall,
  readTransactionOutcome,
  TronBroadcastError,
  type TronContractCall,
  type TronSigner,
  type TronTransactionOutcome,
  type TronUnsignedTransaction,
  waitForOutcome,
} from './transaction';

/**
 * Sending a planned call (chains/tron/batch-send.ts): priced again just before signing, signed by the wallet (our
 * bytes only), broadcast, awaited; and, before anything is sent again, what the chain says of the last attempt.
 */

/**
 * Storage slots a call may empty: a TRC-20 batch its allowance and the sender's balance (the last batch). Fee limits
 * allow their refunds (costs.ts, feeLimitWithRefunds); for a TRX batch that only raises a cap nothing reaches.
 */
export const CLEARED_SLOTS = 2;

export interface TronSentBatch {
  txId: string;
  /** When the signed transaction stops being valid (ms): after it, a transaction not on chain never will be. */
  expiration: number;
  /** The node refused it at broadcast: it is not on chain. */
  isRefused: boolean;
  outcome: TronTransactionOutcome;
  error?: string;
}

export interface SendBatchOptions extends TronApiOptions {
  signer: TronSigner;
  /** How often and how long to ask for the receipt. */
  intervalMs?: number;
  timeoutMs?: number;
}

/** A call ready to sign: built on the node's head block and checked, priced from the chain as it is now. */
export interface PreparedTronCall {
  transaction: TronUnsignedTransaction;
  energy: number;
  feeLimit: bigint;
  /** What the network will burn for it (bandwidth, energy), from the account's resources now. */
  cost: TronCostEstimate;
}

/**
 * Re-estimates a call right before it is signed (the batches before it changed the chain: the fee receiver exists
 * after the first, allowances shrink), sets its fee limit from that estimate, has the node build it and prices it.
 */
export async function prepareTronCall(
  call: Omit<TronContractCall, 'feeLimit'>,
  parameters: TronChainParameters,
  options: TronApiOptions,
): Promise<PreparedTronCall> {
  const [energy, resources] = await Promise.all([
    estimateTronCallEnergy(call, options),
    readTronAccountResources(call.owner, options),
  ]);
  const feeLimit = feeLimitWithRefunds(energy, parameters.energyPriceSun, CLEARED_SLOTS);
  const transaction = await buildContractCall({ ...call, feeLimit }, options);
  const cost = estimateTransactionCost({
    rawDataBytes: transaction.raw_data_hex.length / 2,
    energy,
    resources,
    parameters,
  });
  return { transaction, energy, feeLimit, cost };
}

/**
 * Has a prepared call signed, broadcasts it and waits for its block. A refusal at broadcast is an outcome
 * ('unknown', isRefused), not a throw; a wallet that declines to sign throws.
 */
export async function sendPreparedCall(prepared: PreparedTronCall, options: SendBatchOptions): Promise<TronSentBatch> {
  const { transaction } = prepared;
  const signed = await options.signer(transaction);
  if (signed.txID !== transaction.txID || signed.raw_data_hex !== transaction.raw_data_hex) {
    throw new Error('The wallet signed another transaction than the one shown');
  }
  const expiration = transaction.raw_data.expiration;
  try {
    await broadcastTransaction(signed, options);
  } catch (error) {
    if (!(error instanceof TronBroadcastError)) throw error;
    return {
      txId: transaction.txID,
      expiration,
      isRefused: true,
      outcome: { status: 'unknown' },
      error: error.message,
    };
  }
  const outcome = await waitForOutcome(transaction.txID, options);
  return { txId: transaction.txID, expiration, isRefused: false, outcome };
}

/** Prepares, shows (`onPrepared`, e.g. the cost before the wallet asks), signs and sends one call. */
export async function sendTronCall(
  call: Omit<TronContractCall, 'feeLimit'>,
  parameters: TronChainParameters,
  options: SendBatchOptions & { onPrepared?: (prepared: PreparedTronCall) => void | Promise<void> },
): Promise<TronSentBatch & { prepared: PreparedTronCall }> {
  const prepared = await prepareTronCall(call, parameters, options);
  await options.onPrepared?.(prepared);
  return { ...(await sendPreparedCall(prepared, options)), prepared };
}

/** One batch of a plan, priced again just before signing. */
export function sendTronBatch(
  batch: TronSendBatch,
  parameters: TronChainParameters,
  options: SendBatchOptions & { onPrepared?: (prepared: PreparedTronCall) => void | Promise<void> },
) {
  return sendTronCall(batch.call, parameters, options);
}

export type RetryDecision =
  /** The chain has it: nothing to send again. */
  | { action: 'done'; outcome: TronTransactionOutcome }
  /** It failed, was refused, or expired without landing: sending again cannot pay twice. */
  | { action: 'resend'; outcome: TronTransactionOutcome }
  /** Not on chain yet but still valid: it may still land, so wait until `until`. */
  | { action: 'wait'; until: number };

/** Before a batch is sent again: what the chain says of its last transaction. */
export async function decideRetry(
  sent: Pick<TronSentBatch, 'txId' | 'expiration' | 'isRefused'>,
  options: TronApiOptions & { now?: number } = {},
): Promise<RetryDecision> {
  const outcome = await readTransactionOutcome(sent.txId, options);
  if (outcome.status === 'success') return { action: 'done', outcome };
  if (outcome.status === 'failed') return { action: 'resend', outcome };
  if (sent.isRefused || (options.now ?? Date.now()) > sent.expiration) return { action: 'resend', outcome };
  return { action: 'wait', until: sent.expiration };
}
