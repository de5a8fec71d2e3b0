import { ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  type AccountInfo,
  type AddressLookupTableAccount,
  ComputeBudgetProgram,
  type MessageCompiledInstruction,
  type PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import { applyAtaInstruction } from './ata-stand-in';
import { type RunOutcome, runOnLiteSvm } from './litesvm-outcome';
import { runPart, withRandomSignatures } from './ordered-part';

/**
 * A transaction with Associated Token Account instructions, executed in instruction order: runs of other instructions
 * on litesvm, the ATA instructions through the stand-in (ata-stand-in.ts) between them, so an ATA may use a mint
 * created earlier in the same transaction. What a real transaction guarantees is kept:
 * - Fee: charged once, by litesvm, on the transaction itself reduced to its compute-budget instructions (same signers,
 *   blockhash, limit and price; a stale blockhash, a replayed signature or a payer unable to pay refuse it there,
 *   before anything runs). Each later part is paid by the same payer, credited beforehand with that part's base fee,
 *   so its balance moves as in the single transaction.
 * - Compute: the parts share the transaction's limit (each part's own limit is what is left); the units reported are
 *   the transaction's, the parts' own compute-budget instructions not counted.
 * - Atomicity: every account of the transaction is snapshotted first; if any part fails, all are restored and only
 *   the fee is taken. A simulation restores them in any case.
 * Signatures are verified by the caller on the transaction as signed. Not supported (throws): a compute-unit price
 * without an explicit limit, whose default litesvm derives from the instruction list.
 */

const SET_LIMIT = 2;
const SET_PRICE = 3;
const EMPTY = { lamports: 0, data: new Uint8Array(0), owner: SystemProgram.programId, executable: false };

export interface OrderedExecution {
  svm: LiteSVM;
  transaction: VersionedTransaction;
  /** Every account key of the transaction: static, then loaded from lookup tables. */
  keys: PublicKey[];
  lookupTables: AddressLookupTableAccount[];
  isSimulation: boolean;
}

function readBudget(instructions: MessageCompiledInstruction[], keys: PublicKey[]) {
  let limit: number | undefined;
  let price = 0n;
  for (const instruction of instructions) {
    if (!keys[instruction.programIdIndex].equals(ComputeBudgetProgram.programId)) continue;
    const data = Buffer.from(instruction.data);
    if (data[0] === SET_LIMIT) limit = data.readUInt32LE(1);
    if (data[0] === SET_PRICE) price = data.readBigUInt64LE(1);
  }
  return { limit, price };
}

/** Runs of consecutive instructions (original indexes), ATA or not, compute-budget instructions left out. */
function groupInOrder(instructions: MessageCompiledInstruction[], keys: PublicKey[]) {
  const groups: { isAta: boolean; indexes: number[] }[] = [];
  instructions.forEach((instruction, index) => {
    const program = keys[instruction.programIdIndex];
    if (program.equals(ComputeBudgetProgram.programId)) return;
    const isAta = program.equals(ASSOCIATED_TOKEN_PROGRAM_ID);
    const last = groups.at(-1);
    if (last && last.isAta === isAta) last.indexes.push(index);
    else groups.push({ isAta, indexes: [index] });
  });
  return groups;
}

export function executeInOrder(run: OrderedExecution): RunOutcome {
  const { svm, transaction, keys, lookupTables, isSimulation } = run;
  const message = transaction.message;
  const compiled = message.compiledInstructions;
  const isBudget = (index: number) => keys[compiled[index].programIdIndex].equals(ComputeBudgetProgram.programId);
  const budget = readBudget(compiled, keys);
  if (budget.price > 0n && budget.limit === undefined) {
    throw new Error(
      'litesvm adapter: with ATA instructions, a compute-unit price needs an explicit compute-unit limit',
    );
  }
  const payer = keys[0];
  const snapshot = keys.map((key) => ({ key, account: svm.getAccount(key) as AccountInfo<Uint8Array> | null }));
  const restore = () => {
    for (const { key, account } of [...snapshot].reverse()) svm.setAccount(key, account ?? { ...EMPTY });
  };

  // 1. The fee, on the transaction reduced to its compute-budget instructions.
  const budgetIndexes = compiled.map((_, index) => index).filter(isBudget);
  const feeOnly = VersionedTransaction.deserialize(transaction.serialize());
  if (feeOnly.message.version === 'legacy') {
    feeOnly.message.instructions = feeOnly.message.instructions.filter((_, index) => isBudget(index));
  } else {
    feeOnly.message.compiledInstructions = feeOnly.message.compiledInstructions.filter((_, index) => isBudget(index));
  }
  // A simulation must not record the transaction's own signature as processed. (litesvm checks its history only
  // with signature verification on, which the parts run without.)
  if (isSimulation) withRandomSignatures(feeOnly);
  else if (svm.getTransaction(transaction.signatures[0])) return { kind: 'rejected', reason: 'AlreadyProcessed' };
  const identityAccounts = (index: number) => index;
  const first = runOnLiteSvm(svm, feeOnly, {
    isSimulation: false,
    skipSignatures: true,
    map: { instruction: (index) => budgetIndexes[index], account: identityAccounts },
  });
  if (first.kind === 'rejected') return first;
  if (first.err) {
    if (isSimulation) restore();
    return first;
  }
  const payerBefore = BigInt(snapshot[0].account?.lamports ?? 0);
  const fee = payerBefore - (svm.getBalance(payer) ?? 0n);
  const logs = [...first.logs];
  let units = first.units;
  let failure: unknown;

  // 2. The work, in order.
  const instructions = TransactionMessage.decompile(message, { addressLookupTableAccounts: lookupTables }).instructions;
  const sharedBudget = budgetIndexes
    .map((index) => instructions[index])
    .filter((instruction) => instruction.data[0] !== SET_LIMIT && instruction.data[0] !== SET_PRICE);
  for (const group of groupInOrder(compiled, keys)) {
    if (group.isAta) {
      for (const index of group.indexes) {
        const instruction = instructions[index];
        try {
          const cost = applyAtaInstruction(
            svm,
            instruction.keys.map((meta) => meta.pubkey),
            instruction.data,
            index,
          );
          if (budget.limit !== undefined && units + cost > budget.limit) throw new Error('ComputationalBudgetExceeded');
          units += cost;
          logs.push(`Program ${ASSOCIATED_TOKEN_PROGRAM_ID.toBase58()} success (litesvm adapter stand-in)`);
        } catch (error) {
          failure = { InstructionError: [index, error instanceof Error ? error.message : String(error)] };
          logs.push(`Program ${ASSOCIATED_TOKEN_PROGRAM_ID.toBase58()} failed: ${String(error)}`);
          break;
        }
      }
    } else {
      const remaining = budget.limit === undefined ? undefined : budget.limit - units;
      const outcome = runPart(run, { group: group.indexes, instructions, sharedBudget }, remaining);
      if (outcome.kind === 'rejected') failure = outcome.reason;
      else {
        logs.push(...outcome.logs);
        units += outcome.units;
        if (outcome.err) failure = outcome.err;
      }
    }
    if (failure !== undefined) break;
  }

  if (failure !== undefined || isSimulation) restore();
  if (failure !== undefined && !isSimulation) {
    // A landed transaction that failed: nothing changed but its fee.
    const account = svm.getAccount(payer) as AccountInfo<Uint8Array>;
    svm.setAccount(payer, { ...account, lamports: Number(payerBefore - fee) });
  }
  return { kind: 'executed', err: failure ?? null, logs, units };
}
