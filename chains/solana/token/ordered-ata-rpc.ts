import { randomBytes, verify } from 'node:crypto';
import { ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  type AccountInfo,
  type PublicKey,
  type RpcResponseAndContext,
  type SignatureStatus,
  type SimulatedTransactionResponse,
  type SimulateTransactionConfig,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import { applyAtaInstructions } from '../testing/ata-stand-in';
import { LiteSvmRpc } from '../testing/litesvm-rpc';
import { LAMPORTS_PER_SIGNATURE, transactionId } from '../transaction';

/**
 * Test only. The shared adapter applies a transaction's ATA instructions before running the rest on litesvm (the
 * stand-in for the ATA program, which litesvm 0.8 cannot run safely), so an ATA for a mint created earlier in the
 * same transaction (publish: create mint, …, create the creator's account, mint the supply) finds no mint. This
 * subclass runs such transactions in order instead: the signatures are verified on the transaction as signed, then
 * each run of ordinary instructions executes on litesvm and each run of ATA instructions through the stand-in, all
 * undone if one fails (and after a simulation). Extra base fees of the later runs are refunded: the payer pays what
 * the single transaction would.
 */

type Outcome = { kind: 'rejected'; reason: string } | { kind: 'executed'; err: unknown; logs: string[]; units: number };

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const EMPTY = { lamports: 0, data: new Uint8Array(0), owner: SystemProgram.programId, executable: false };

function signaturesValid(transaction: VersionedTransaction): boolean {
  const message = transaction.message.serialize();
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures);
  return signers.every((key, index) =>
    verify(
      null,
      message,
      { key: Buffer.concat([ED25519_SPKI_PREFIX, key.toBuffer()]), format: 'der', type: 'spki' },
      transaction.signatures[index],
    ),
  );
}

export class OrderedAtaLiteSvmRpc extends LiteSvmRpc {
  private readonly orderedLanded = new Map<string, { slot: number; err: unknown }>();

  /** An ATA instruction whose mint does not exist yet: the transaction must run in order. */
  private needsOrder(transaction: VersionedTransaction): boolean {
    const keys = transaction.message.staticAccountKeys;
    return transaction.message.compiledInstructions.some((instruction) => {
      if (!keys[instruction.programIdIndex].equals(ASSOCIATED_TOKEN_PROGRAM_ID)) return false;
      const mint = this.svm.getAccount(keys[instruction.accountKeyIndexes[3]]);
      return !mint?.owner.equals(keys[instruction.accountKeyIndexes[5]]);
    });
  }

  private build(payer: PublicKey, blockhash: string, instructions: TransactionInstruction[]): VersionedTransaction {
    const message = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions });
    const transaction = new VersionedTransaction(message.compileToLegacyMessage());
    // Unverified, but distinct: litesvm refuses a signature it has already processed.
    transaction.signatures = transaction.signatures.map(() => randomBytes(64));
    return transaction;
  }

  private runInOrder(transaction: VersionedTransaction, keep: boolean): Outcome {
    const message = TransactionMessage.decompile(transaction.message);
    const keys = transaction.message.staticAccountKeys;
    const snapshot = keys.map((key) => ({ key, account: this.svm.getAccount(key) as AccountInfo<Uint8Array> | null }));
    const restore = () => {
      for (const { key, account } of snapshot) this.svm.setAccount(key, account ?? { ...EMPTY });
    };
    const runs: TransactionInstruction[][] = [];
    for (const instruction of message.instructions) {
      const isAta = instruction.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID);
      const last = runs.at(-1);
      if (last && last[0].programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID) === isAta) last.push(instruction);
      else runs.push([instruction]);
    }
    const logs: string[] = [];
    let units = 0;
    let outcome: Outcome | undefined;
    this.svm.withSigverify(false);
    try {
      for (const [index, run] of runs.entries()) {
        const part = this.build(message.payerKey, message.recentBlockhash, run);
        if (run[0].programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)) {
          try {
            units += applyAtaInstructions(this.svm, part, part.message.staticAccountKeys).computeUnits;
          } catch (error) {
            outcome = {
              kind: 'executed',
              err: { InstructionError: [index, String(error)] },
              logs: [String(error)],
              units,
            };
            break;
          }
          continue;
        }
        const result = this.svm.sendTransaction(part);
        if (result instanceof FailedTransactionMetadata) {
          const err = result.err();
          const meta = result.meta();
          logs.push(...meta.logs());
          outcome =
            typeof err === 'number' && index === 0
              ? { kind: 'rejected', reason: `TransactionError ${err}` }
              : { kind: 'executed', err: String(err), logs, units: units + Number(meta.computeUnitsConsumed()) };
          break;
        }
        logs.push(...result.logs());
        units += Number(result.computeUnitsConsumed());
        if (index > 0) {
          const payer = this.svm.getAccount(message.payerKey) as AccountInfo<Uint8Array>;
          const refund = LAMPORTS_PER_SIGNATURE * BigInt(part.message.header.numRequiredSignatures);
          this.svm.setAccount(message.payerKey, { ...payer, lamports: Number(BigInt(payer.lamports) + refund) });
        }
      }
    } finally {
      this.svm.withSigverify(true);
    }
    if (outcome || !keep) restore();
    return outcome ?? { kind: 'executed', err: null, logs, units };
  }

  override async sendRawTransaction(raw: Buffer | Uint8Array | number[]): Promise<string> {
    const transaction = VersionedTransaction.deserialize(Uint8Array.from(raw));
    if (!this.needsOrder(transaction)) return super.sendRawTransaction(raw);
    this.calls.push({ method: 'sendRawTransaction', size: 0 });
    const signature = transactionId(transaction);
    if (!signaturesValid(transaction)) {
      this.rejected.set(signature, 'signature verification failed');
      return signature;
    }
    const outcome = this.runInOrder(transaction, true);
    if (outcome.kind === 'rejected') this.rejected.set(signature, outcome.reason);
    else this.orderedLanded.set(signature, { slot: Number(this.svm.getClock().slot), err: outcome.err });
    return signature;
  }

  override async simulateTransaction(
    transaction: VersionedTransaction,
    config?: SimulateTransactionConfig,
  ): Promise<RpcResponseAndContext<SimulatedTransactionResponse>> {
    if (!this.needsOrder(transaction)) return super.simulateTransaction(transaction, config);
    this.calls.push({ method: 'simulateTransaction', size: 0 });
    const copy = VersionedTransaction.deserialize(transaction.serialize());
    if (config?.replaceRecentBlockhash) copy.message.recentBlockhash = this.svm.latestBlockhash();
    const context = { slot: Number(this.svm.getClock().slot) };
    if (config?.sigVerify !== false && !signaturesValid(copy)) {
      return { context, value: { err: 'SignatureFailure', logs: [], unitsConsumed: 0 } };
    }
    const outcome = this.runInOrder(copy, false);
    if (outcome.kind === 'rejected') return { context, value: { err: outcome.reason, logs: [], unitsConsumed: 0 } };
    const err = (outcome.err ?? null) as SimulatedTransactionResponse['err'];
    return { context, value: { err, logs: outcome.logs, unitsConsumed: outcome.units } };
  }

  override async getSignatureStatuses(
    signatures: string[],
  ): Promise<RpcResponseAndContext<(SignatureStatus | null)[]>> {
    const answer = await super.getSignatureStatuses(signatures);
    const value = answer.value.map((status, index): SignatureStatus | null => {
      const landed = this.orderedLanded.get(signatures[index]);
      if (!landed) return status;
      const err = (landed.err ?? null) as SignatureStatus['err'];
      return { slot: landed.slot, confirmations: null, err, confirmationStatus: 'finalized' };
    });
    return { ...answer, value };
  }
}
