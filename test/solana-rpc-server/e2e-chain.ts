import {
  AddressLookupTableAccount,
  type PublicKey,
  type SimulatedTransactionResponse,
  VersionedTransaction,
} from '@solana/web3.js';
import { encodeBase58 } from '../../chains/solana/base58';
import {
  createMint,
  createTestChain,
  mintTo,
  setTokenAccount,
  type TestChain,
} from '../../chains/solana/testing/fixtures';
import { JsonRpcError } from './json-rpc-error';

/**
 * The local Solana chain of an e2e run: the litesvm adapter (chains/solana/testing) plus what a node has and litesvm
 * lacks. Blocks: each landed transaction closes a block (the slot moves on by one), so a lookup table extended in one
 * transaction is usable from the next, and a blockhash stays valid for the adapter's 150 blocks, i.e. 150 landed
 * transactions (far more than a run makes: no test meets an expiry it did not cause). Account index: litesvm cannot
 * scan accounts, so every account a fixture made or a landed transaction touched is remembered, for
 * getTokenAccountsByOwner. Ledger: the lamport changes of each landed transaction by fee payer, so a test can tell
 * what the fee receiver got from its own wallet's transactions while other tests pay the same receiver.
 */

interface LedgerEntry {
  signature: string;
  feePayer: string;
  changes: Map<string, bigint>;
}

export class E2eSolanaChain {
  readonly test: TestChain = createTestChain();
  private readonly known = new Set<string>();
  private readonly ledger: LedgerEntry[] = [];

  constructor() {
    // Fills SlotHashes, which lookup-table creation checks its recent slot against.
    this.test.rpc.advanceBlocks(1);
    this.remember(this.test.bank.publicKey);
  }

  get svm() {
    return this.test.svm;
  }

  get rpc() {
    return this.test.rpc;
  }

  remember(...keys: PublicKey[]): void {
    for (const key of keys) this.known.add(key.toBase58());
  }

  /** Every account address the chain has seen (fixtures and landed transactions). */
  knownAccounts(): string[] {
    return [...this.known];
  }

  /** Static keys, then the addresses loaded from lookup tables (undefined when a table does not exist). */
  private accountKeys(transaction: VersionedTransaction): PublicKey[] | undefined {
    const message = transaction.message;
    if (message.version === 'legacy') return [...message.staticAccountKeys];
    const tables: AddressLookupTableAccount[] = [];
    for (const lookup of message.addressTableLookups) {
      const info = this.svm.getAccount(lookup.accountKey);
      if (!info || info.lamports === 0) return undefined;
      const state = AddressLookupTableAccount.deserialize(Uint8Array.from(info.data));
      tables.push(new AddressLookupTableAccount({ key: lookup.accountKey, state }));
    }
    return message.getAccountKeys({ addressLookupTableAccounts: tables }).keySegments().flat();
  }

  private lamports(key: PublicKey): bigint {
    return this.svm.getBalance(key) ?? 0n;
  }

  /** sendTransaction: preflight unless skipped (a node refuses what fails it), then execution and bookkeeping. */
  async send(raw: Uint8Array, options: { skipPreflight?: boolean } = {}): Promise<string> {
    const transaction = VersionedTransaction.deserialize(raw);
    const keys = this.accountKeys(transaction);
    if (!options.skipPreflight) {
      if (!keys) throw preflightFailure('AddressLookupTableNotFound', { err: 'AddressLookupTableNotFound', logs: [] });
      const { value } = await this.rpc.simulateTransaction(transaction, { sigVerify: true });
      if (value.err) throw preflightFailure(value.err, value);
    }
    const signature = encodeBase58(transaction.signatures[0]);
    // Unpreflighted, with a lookup table that does not exist: a node takes it and it never lands.
    if (!keys) return signature;
    const before = keys.map((key) => this.lamports(key));
    const [known] = (await this.rpc.getSignatureStatuses([signature])).value;
    await this.rpc.sendRawTransaction(raw);
    const [status] = (await this.rpc.getSignatureStatuses([signature])).value;
    if (!known && status) {
      this.remember(...keys);
      const changes = new Map<string, bigint>();
      keys.forEach((key, index) => {
        const delta = this.lamports(key) - before[index];
        if (delta !== 0n) changes.set(key.toBase58(), (changes.get(key.toBase58()) ?? 0n) + delta);
      });
      this.ledger.push({ signature, feePayer: keys[0].toBase58(), changes });
      this.rpc.advanceBlocks(1);
    }
    return signature;
  }

  /** Transactions landed through send (fixtures not counted). */
  transactionCount(): number {
    return this.ledger.length;
  }

  /** The lamports `account` gained (negative: lost) in landed transactions paid by one of `payers` (all if none). */
  lamportChanges(account: string, payers?: readonly string[]): { lamports: bigint; transactions: number } {
    let lamports = 0n;
    let transactions = 0;
    for (const entry of this.ledger) {
      if (payers && !payers.includes(entry.feePayer)) continue;
      const change = entry.changes.get(account);
      if (change === undefined) continue;
      lamports += change;
      transactions += 1;
    }
    return { lamports, transactions };
  }

  /** Lamports from the chain's faucet: a real transfer, as requestAirdrop makes on a test validator. */
  airdrop(key: PublicKey, lamports: bigint): string {
    const result = this.svm.airdrop(key, lamports);
    if (!result || !('signature' in result)) throw new JsonRpcError(-32_603, `Airdrop to ${key.toBase58()} failed`);
    this.remember(key);
    return encodeBase58(result.signature());
  }

  async createMint(programId: PublicKey, decimals: number): Promise<PublicKey> {
    const mint = await createMint(this.test, programId, decimals);
    this.remember(mint);
    return mint;
  }

  /** Real MintTo into the owner's associated account (made first if missing); the bank is every mint's authority. */
  async mintTo(owner: PublicKey, mint: PublicKey, programId: PublicKey, amount: bigint): Promise<PublicKey> {
    const account = await mintTo(this.test, { owner, mint, programId, amount });
    this.remember(account);
    return account;
  }

  /** The owner's associated token account written directly, holding `amount` (default 0: an empty account). */
  setTokenAccount(owner: PublicKey, mint: PublicKey, programId: PublicKey, amount = 0n): PublicKey {
    const account = setTokenAccount(this.test, { owner, mint, programId, amount });
    this.remember(account);
    return account;
  }
}

/** A node's answer when preflight simulation fails (code -32002, the simulation in `data`). */
function preflightFailure(err: unknown, simulation: Partial<SimulatedTransactionResponse>): JsonRpcError {
  const reason = typeof err === 'string' ? err : JSON.stringify(err);
  return new JsonRpcError(-32_002, `Transaction simulation failed: ${reason}`, {
    err,
    logs: simulation.logs ?? [],
    accounts: null,
    unitsConsumed: simulation.unitsConsumed ?? 0,
    returnData: null,
  });
}
