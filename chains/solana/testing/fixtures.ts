import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  AccountType,
  createInitializeMint2Instruction,
  createMintToInstruction,
  ExtensionType,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import {
  type BlockhashWithExpiryBlockHeight,
  Keypair,
  type PublicKey,
  SystemProgram,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { LiteSVM } from 'litesvm';
import { associatedTokenAddress } from '../token-accounts';
import { buildTransaction } from '../transaction';
import { LiteSvmRpc } from './litesvm-rpc';

/** Test builders on litesvm: a VM with its adapter, funded keys, mints made by real instructions, token accounts. */

export const SOL = 1_000_000_000n;

export interface TestChain {
  svm: LiteSVM;
  rpc: LiteSvmRpc;
  /** Pays for fixtures. */
  bank: Keypair;
}

export function createTestChain(): TestChain {
  const svm = new LiteSVM();
  const rpc = new LiteSvmRpc(svm);
  const bank = Keypair.generate();
  const chain = { svm, rpc, bank };
  setLamports(chain, bank.publicKey, 1_000_000n * SOL);
  return chain;
}

/** Sets the lamports of a system account (creating it). */
export function setLamports(chain: TestChain, key: PublicKey, lamports: bigint): void {
  chain.svm.setAccount(key, {
    lamports: Number(lamports),
    data: new Uint8Array(0),
    owner: SystemProgram.programId,
    executable: false,
  });
}

export function lamportsOf(chain: TestChain, key: PublicKey): bigint {
  return chain.svm.getBalance(key) ?? 0n;
}

/** Signs with every key pair given (in any order) and sends through the adapter; throws if it did not succeed. */
export async function signAndSend(
  chain: TestChain,
  transaction: VersionedTransaction,
  signers: readonly Keypair[],
): Promise<string> {
  transaction.sign([...signers]);
  const signature = await chain.rpc.sendRawTransaction(transaction.serialize());
  const { value } = await chain.rpc.getSignatureStatuses([signature]);
  if (!value[0] || value[0].err) {
    const reason = value[0] ? JSON.stringify(value[0].err) : (chain.rpc.rejected.get(signature) ?? 'dropped');
    throw new Error(`Transaction ${signature} failed: ${reason}`);
  }
  return signature;
}

export async function sendInstructions(
  chain: TestChain,
  instructions: TransactionInstruction[],
  signers: readonly Keypair[] = [],
  blockhash?: BlockhashWithExpiryBlockHeight,
): Promise<string> {
  const latest = blockhash ?? (await chain.rpc.getLatestBlockhash());
  const transaction = buildTransaction({
    payer: chain.bank.publicKey,
    instructions,
    blockhash: latest.blockhash,
    computeBudget: { units: 400_000 },
  });
  return signAndSend(chain, transaction, [chain.bank, ...signers]);
}

/** A mint made by the token program itself (createAccount + InitializeMint2); the bank is its mint authority. */
export async function createMint(chain: TestChain, programId: PublicKey, decimals: number): Promise<PublicKey> {
  const mint = Keypair.generate();
  const lamports = Number(chain.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)));
  await sendInstructions(
    chain,
    [
      SystemProgram.createAccount({
        fromPubkey: chain.bank.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports,
        space: MINT_SIZE,
        programId,
      }),
      createInitializeMint2Instruction(mint.publicKey, decimals, chain.bank.publicKey, null, programId),
    ],
    [mint],
  );
  return mint.publicKey;
}

/**
 * The owner's associated token account as the ATA program leaves it (Token-2022: with ImmutableOwner), written
 * directly, holding `amount` (the mint's supply is not adjusted: use mintTo where the supply matters).
 */
export function setTokenAccount(
  chain: TestChain,
  options: { owner: PublicKey; mint: PublicKey; programId: PublicKey; amount?: bigint; frozen?: boolean },
): PublicKey {
  const { owner, mint, programId } = options;
  const isToken2022 = programId.equals(TOKEN_2022_PROGRAM_ID);
  const data = Buffer.alloc(isToken2022 ? ACCOUNT_SIZE + 5 : ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      mint,
      owner,
      amount: options.amount ?? 0n,
      delegateOption: 0,
      delegate: SystemProgram.programId,
      state: options.frozen ? AccountState.Frozen : AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: SystemProgram.programId,
    },
    data,
  );
  if (isToken2022) {
    data[ACCOUNT_SIZE] = AccountType.Account;
    data.writeUInt16LE(ExtensionType.ImmutableOwner, ACCOUNT_SIZE + 1);
    data.writeUInt16LE(0, ACCOUNT_SIZE + 3);
  }
  const address = associatedTokenAddress(owner, mint, programId);
  const lamports = Number(chain.svm.minimumBalanceForRentExemption(BigInt(data.length)));
  chain.svm.setAccount(address, { lamports, data, owner: programId, executable: false });
  return address;
}

/** Real MintTo into the owner's associated account (made first if missing). */
export async function mintTo(
  chain: TestChain,
  options: { owner: PublicKey; mint: PublicKey; programId: PublicKey; amount: bigint },
): Promise<PublicKey> {
  const address = associatedTokenAddress(options.owner, options.mint, options.programId);
  if (!chain.svm.getAccount(address)) setTokenAccount(chain, { ...options, amount: 0n });
  await sendInstructions(chain, [
    createMintToInstruction(options.mint, address, chain.bank.publicKey, options.amount, [], options.programId),
  ]);
  return address;
}

export function tokenBalanceOf(chain: TestChain, account: PublicKey): bigint | undefined {
  const info = chain.svm.getAccount(account);
  if (!info || info.lamports === 0) return undefined;
  return AccountLayout.decode(Buffer.from(info.data).subarray(0, ACCOUNT_SIZE)).amount;
}
