import { verify } from 'node:crypto';
import { ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  type AccountInfo,
  AddressLookupTableAccount,
  type BlockhashWithExpiryBlockHeight,
  type GetProgramAccountsResponse,
  PublicKey,
  type RpcResponseAndContext,
  type SignatureStatus,
  type SimulatedTransactionResponse,
  type SimulateTransactionConfig,
  VersionedTransaction,
} from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import type { SolanaTokenAccountsRpc } from '../close-accounts';
import type { SolanaRpc } from '../rpc';
import { transactionId } from '../transaction';
import { type RunOutcome, runOnLiteSvm } from './litesvm-outcome';
import { executeInOrder } from './ordered-execution';

/**
 * A Connection-like view of a LiteSVM instance: the calls of SolanaRpc (and getTokenAccountsByOwner over accounts
 * the test names), so the code the pages run is the code tested. litesvm has no blocks: here the block height is the
 * clock's slot, the current blockhash stays valid for BLOCKHASH_VALIDITY blocks (litesvm itself accepts only its
 * latest hash, so advancing past that expires it), and every landed transaction is immediately finalized.
 */

export const BLOCKHASH_VALIDITY = 150;

/** DER prefix of an ed25519 public key (SubjectPublicKeyInfo), for node:crypto's verify. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function ed25519Verify(publicKey: PublicKey, message: Uint8Array, signature: Uint8Array): boolean {
  const key = {
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey.toBuffer()]),
    format: 'der' as const,
    type: 'spki' as const,
  };
  return verify(null, message, key, signature);
}

interface Landed {
  slot: number;
  err: unknown;
}

export class LiteSvmRpc implements SolanaRpc, SolanaTokenAccountsRpc {
  /** Every call made, by method name: tests count round trips. */
  readonly calls: { method: string; size: number }[] = [];
  /** Signatures whose broadcast was dropped (never executed), like a packet lost on the way to the leader. */
  readonly dropped = new Set<string>();
  /** Transactions refused before landing (stale blockhash, duplicate, bad signature), with the reason. */
  readonly rejected = new Map<string, string>();
  private readonly landed = new Map<string, Landed>();
  private dropNext = 0;
  private lastValidBlockHeight: number;
  private readonly watched = new Set<string>();
  /** Answers the next getMultipleAccountsInfo calls with these errors first (429s, timeouts). */
  readonly failures: Error[] = [];

  constructor(readonly svm: LiteSVM) {
    this.lastValidBlockHeight = this.height() + BLOCKHASH_VALIDITY;
  }

  private height(): number {
    return Number(this.svm.getClock().slot);
  }

  /** The next `count` sendRawTransaction calls answer a signature but execute nothing. */
  dropNextSends(count: number): void {
    this.dropNext += count;
  }

  /** Moves `blocks` blocks on; past the current blockhash's last valid height, a new blockhash is issued. */
  advanceBlocks(blocks: number): void {
    this.svm.warpToSlot(BigInt(this.height() + blocks));
    // SlotHashes (which lookup-table creation checks its recent slot against) lists the last 512 slots.
    const slots = Array.from({ length: Math.min(512, this.height() + 1) }, (_, back) => this.height() - back);
    // SlotHash has no constructor in the JS API: fresh instances come from reading the sysvar.
    const entries = this.svm.getSlotHashes();
    while (entries.length < slots.length) entries.push(...this.svm.getSlotHashes());
    const hash = this.svm.latestBlockhash();
    this.svm.setSlotHashes(
      slots.map((slot, index) => {
        entries[index].slot = BigInt(slot);
        entries[index].hash = hash;
        return entries[index];
      }),
    );
    if (this.height() > this.lastValidBlockHeight) {
      this.svm.expireBlockhash();
      this.lastValidBlockHeight = this.height() + BLOCKHASH_VALIDITY;
    }
  }

  /** Accounts getTokenAccountsByOwner may answer with (litesvm cannot scan accounts). */
  watch(...addresses: PublicKey[]): void {
    for (const address of addresses) this.watched.add(address.toBase58());
  }

  private account(key: PublicKey): AccountInfo<Buffer> | null {
    const account = this.svm.getAccount(key);
    if (!account || account.lamports === 0) return null;
    return { ...account, data: Buffer.from(account.data) };
  }

  private context() {
    return { slot: this.height() };
  }

  async getMultipleAccountsInfo(keys: PublicKey[]): Promise<(AccountInfo<Buffer> | null)[]> {
    this.calls.push({ method: 'getMultipleAccountsInfo', size: keys.length });
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (keys.length > 100) throw new Error('Too many inputs provided; max 100');
    return keys.map((key) => this.account(key));
  }

  async getLatestBlockhash(): Promise<BlockhashWithExpiryBlockHeight> {
    this.calls.push({ method: 'getLatestBlockhash', size: 0 });
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.lastValidBlockHeight };
  }

  async getBlockHeight(): Promise<number> {
    this.calls.push({ method: 'getBlockHeight', size: 0 });
    return this.height();
  }

  async getSlot(): Promise<number> {
    return this.height();
  }

  async getMinimumBalanceForRentExemption(dataLength: number): Promise<number> {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(dataLength)));
  }

  async getSignatureStatuses(signatures: string[]): Promise<RpcResponseAndContext<(SignatureStatus | null)[]>> {
    this.calls.push({ method: 'getSignatureStatuses', size: signatures.length });
    const value = signatures.map((signature): SignatureStatus | null => {
      const landed = this.landed.get(signature);
      if (!landed) return null;
      return {
        slot: landed.slot,
        confirmations: null,
        err: (landed.err ?? null) as SignatureStatus['err'],
        confirmationStatus: 'finalized',
      };
    });
    return { context: this.context(), value };
  }

  /** Executes (unless dropped): on litesvm, in instruction order around the ATA stand-in (ordered-execution.ts). */
  async sendRawTransaction(raw: Buffer | Uint8Array | number[]): Promise<string> {
    this.calls.push({ method: 'sendRawTransaction', size: 0 });
    const transaction = VersionedTransaction.deserialize(Uint8Array.from(raw));
    const signature = transactionId(transaction);
    if (this.dropNext > 0) {
      this.dropNext -= 1;
      this.dropped.add(signature);
      return signature;
    }
    // As with skipPreflight on a real node: a refused transaction still gets its signature back, and never lands.
    const outcome = this.execute(transaction, false);
    if (outcome.kind === 'rejected') this.rejected.set(signature, outcome.reason);
    else this.landed.set(signature, { slot: this.height(), err: outcome.err });
    return signature;
  }

  async simulateTransaction(
    transaction: VersionedTransaction,
    config?: SimulateTransactionConfig,
  ): Promise<RpcResponseAndContext<SimulatedTransactionResponse>> {
    this.calls.push({ method: 'simulateTransaction', size: 0 });
    // A copy: the caller's transaction is not touched.
    const simulated = VersionedTransaction.deserialize(transaction.serialize());
    if (config?.replaceRecentBlockhash) simulated.message.recentBlockhash = this.svm.latestBlockhash();
    const outcome = this.execute(simulated, true, config?.sigVerify === false);
    if (outcome.kind === 'rejected') {
      return { context: this.context(), value: { err: outcome.reason, logs: [], unitsConsumed: 0 } };
    }
    return {
      context: this.context(),
      value: {
        err: (outcome.err ?? null) as SimulatedTransactionResponse['err'],
        logs: outcome.logs,
        unitsConsumed: outcome.units,
      },
    };
  }

  async getTokenAccountsByOwner(
    owner: PublicKey,
    filter: { programId: PublicKey },
  ): Promise<RpcResponseAndContext<GetProgramAccountsResponse>> {
    const value = [...this.watched]
      .map((address) => new PublicKey(address))
      .map((pubkey) => ({ pubkey, account: this.account(pubkey) }))
      .filter(
        (item): item is { pubkey: PublicKey; account: AccountInfo<Buffer> } =>
          !!item.account?.owner.equals(filter.programId) &&
          item.account.data.length >= 64 &&
          new PublicKey(item.account.data.subarray(32, 64)).equals(owner),
      );
    return { context: this.context(), value };
  }

  private execute(transaction: VersionedTransaction, isSimulation: boolean, skipSignatures = false): RunOutcome {
    const message = transaction.message;
    const lookupTables = this.lookupTables(transaction);
    const keys = message.getAccountKeys({ addressLookupTableAccounts: lookupTables }).keySegments().flat();
    const usesAta = message.compiledInstructions.some((instruction) =>
      keys[instruction.programIdIndex].equals(ASSOCIATED_TOKEN_PROGRAM_ID),
    );
    if (!usesAta) return runOnLiteSvm(this.svm, transaction, { isSimulation, skipSignatures });
    // The signatures are checked here, on the transaction as signed, before it is run in parts.
    if (!skipSignatures) {
      const bytes = message.serialize();
      const signers = message.staticAccountKeys.slice(0, message.header.numRequiredSignatures);
      if (!signers.every((key, index) => ed25519Verify(key, bytes, transaction.signatures[index]))) {
        return { kind: 'rejected', reason: 'signature verification failed' };
      }
    }
    return executeInOrder({ svm: this.svm, transaction, keys, lookupTables, isSimulation });
  }

  private lookupTables(transaction: VersionedTransaction) {
    if (transaction.message.version === 'legacy') return [];
    return transaction.message.addressTableLookups.map((lookup) => {
      const info = this.account(lookup.accountKey);
      if (!info) throw new Error(`Lookup table ${lookup.accountKey.toBase58()} not found`);
      return new AddressLookupTableAccount({
        key: lookup.accountKey,
        state: AddressLookupTableAccount.deserialize(info.data),
      });
    });
  }
}
