import { randomBytes } from 'node:crypto';
import {
  type AccountInfo,
  ComputeBudgetProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { LAMPORTS_PER_SIGNATURE } from '../transaction';
import { type IndexMap, type RunOutcome, runOnLiteSvm } from './litesvm-outcome';
import type { OrderedExecution } from './ordered-execution';

// The parts of an ordered execution (ordered-execution.ts) other than the ATA instructions, each run on litesvm.

/** What each compute-budget instruction consumes on litesvm 0.8 (measured: a limit + price + transfer take 450). */
export const COMPUTE_BUDGET_INSTRUCTION_UNITS = 150;

export function withRandomSignatures(transaction: VersionedTransaction): VersionedTransaction {
  // Unverified, but distinct: litesvm refuses a signature it has already processed.
  transaction.signatures = transaction.signatures.map(() => randomBytes(64));
  return transaction;
}

export interface Part {
  /** The original indexes of the part's instructions. */
  group: number[];
  instructions: TransactionInstruction[];
  /** Compute-budget instructions other than limit and price (heap frame, loaded data size): transaction-wide. */
  sharedBudget: TransactionInstruction[];
}

/**
 * One run of ordinary instructions as its own transaction on litesvm, paid by the payer, credited beforehand with
 * its base fee; its limit is what the transaction has left (`remainingUnits`, undefined: no explicit limit).
 */
export function runPart(run: OrderedExecution, part: Part, remainingUnits: number | undefined): RunOutcome {
  const { svm, keys, lookupTables } = run;
  const { group, instructions } = part;
  const budget = [...part.sharedBudget];
  if (remainingUnits !== undefined) {
    if (remainingUnits <= 0) {
      return {
        kind: 'executed',
        err: { InstructionError: [group[0], 'ComputationalBudgetExceeded'] },
        logs: [],
        units: 0,
      };
    }
    const own = (budget.length + 1) * COMPUTE_BUDGET_INSTRUCTION_UNITS;
    budget.push(ComputeBudgetProgram.setComputeUnitLimit({ units: remainingUnits + own }));
  }
  const message = new TransactionMessage({
    payerKey: keys[0],
    recentBlockhash: svm.latestBlockhash(),
    instructions: [...budget, ...group.map((index) => instructions[index])],
  });
  const compiled =
    run.transaction.message.version === 'legacy'
      ? message.compileToLegacyMessage()
      : message.compileToV0Message(lookupTables);
  const transaction = withRandomSignatures(new VersionedTransaction(compiled));
  const partKeys = compiled.getAccountKeys({ addressLookupTableAccounts: lookupTables }).keySegments().flat();
  const map: IndexMap = {
    instruction: (index) => (index < budget.length ? group[0] : group[index - budget.length]),
    account: (index) => keys.findIndex((key) => key.equals(partKeys[index])),
  };
  const payer = svm.getAccount(keys[0]) as AccountInfo<Uint8Array>;
  const fee = LAMPORTS_PER_SIGNATURE * BigInt(compiled.header.numRequiredSignatures);
  svm.setAccount(keys[0], { ...payer, lamports: Number(BigInt(payer.lamports) + fee) });
  const outcome = runOnLiteSvm(svm, transaction, { isSimulation: false, skipSignatures: true, map });
  if (outcome.kind === 'rejected') return outcome;
  return { ...outcome, units: outcome.units - budget.length * COMPUTE_BUDGET_INSTRUCTION_UNITS };
}
