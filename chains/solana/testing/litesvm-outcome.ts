import type { VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, type LiteSVM, SimulatedTransactionInfo } from 'litesvm';

/**
 * One litesvm run, as the adapter reports it: refused before landing (no fee, no status), or executed (landed, maybe
 * with an error). Errors are shaped as a node answers them (`{ InstructionError: [index, { Custom: 1 }] }`), with
 * indexes translated when the run was a part of a larger transaction (ordered-execution.ts).
 */

export type RunOutcome =
  | { kind: 'rejected'; reason: string }
  | { kind: 'executed'; err: unknown; logs: string[]; units: number };

const REJECTIONS: Record<number, string> = {
  2: 'AccountNotFound',
  4: 'InsufficientFundsForFee',
  6: 'AlreadyProcessed',
  7: 'BlockhashNotFound',
  11: 'SignatureFailure',
  21: 'TooManyAccountLocks',
};

/** Index translation of a part: its instruction / account index → the whole transaction's. */
export interface IndexMap {
  instruction(index: number): number;
  account(index: number): number;
}

const IDENTITY: IndexMap = { instruction: (index) => index, account: (index) => index };

/** litesvm's error object → a node's JSON shape; anything unforeseen keeps litesvm's own text. */
export function transactionErrorJson(err: unknown, map: IndexMap = IDENTITY): unknown {
  const text = String(err);
  if (text.startsWith('TransactionErrorInstructionError')) {
    const failed = err as { index: number; err(): unknown };
    const index = failed.index;
    const cause = failed.err();
    const custom = (cause as { code?: unknown } | null)?.code;
    // Fieldless instruction errors come as numbers; their names are in the error's text.
    const name = /error: (\w+)/.exec(text)?.[1] ?? String(cause);
    return { InstructionError: [map.instruction(index), typeof custom === 'number' ? { Custom: custom } : name] };
  }
  if (text.startsWith('TransactionErrorDuplicateInstruction')) {
    return { DuplicateInstruction: map.instruction((err as { index: number }).index) };
  }
  if (text.startsWith('TransactionErrorInsufficientFundsForRent')) {
    return { InsufficientFundsForRent: { account_index: map.account((err as { accountIndex: number }).accountIndex) } };
  }
  return text;
}

/** Sends (commits) or simulates one transaction on litesvm, signatures checked unless `skipSignatures`. */
export function runOnLiteSvm(
  svm: LiteSVM,
  transaction: VersionedTransaction,
  options: { isSimulation: boolean; skipSignatures: boolean; map?: IndexMap },
): RunOutcome {
  if (options.skipSignatures) svm.withSigverify(false);
  try {
    const result = options.isSimulation ? svm.simulateTransaction(transaction) : svm.sendTransaction(transaction);
    if (result instanceof FailedTransactionMetadata) {
      const err = result.err();
      // Fieldless errors (blockhash not found, already processed, bad signature, fee payer unable to pay…) stop a
      // transaction before it lands: no fee, no status. Errors with fields (an instruction failed) land.
      if (typeof err === 'number') return { kind: 'rejected', reason: REJECTIONS[err] ?? `TransactionError ${err}` };
      const meta = result.meta();
      return {
        kind: 'executed',
        err: transactionErrorJson(err, options.map),
        logs: meta.logs(),
        units: Number(meta.computeUnitsConsumed()),
      };
    }
    const meta = result instanceof SimulatedTransactionInfo ? result.meta() : result;
    return { kind: 'executed', err: null, logs: meta.logs(), units: Number(meta.computeUnitsConsumed()) };
  } finally {
    if (options.skipSignatures) svm.withSigverify(true);
  }
}
