import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, type PublicKey, SystemProgram, type VersionedTransaction } from '@solana/web3.js';
import { associatedTokenAddress } from '../token-accounts';
import { buildTransaction } from '../transaction';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain, tokenBalanceOf } from './fixtures';

/**
 * The adapter runs a transaction with ATA instructions in instruction order (ordered-execution.ts): a mint created
 * earlier in the transaction is there for its ATA, and fees, signatures and atomicity are a real transaction's.
 */

const PRICE = 1_000n;

let chain: TestChain;
let payer: Keypair;
let mint: Keypair;
let receiver: PublicKey;
let account: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  payer = Keypair.generate();
  mint = Keypair.generate();
  receiver = Keypair.generate().publicKey;
  setLamports(chain, payer.publicKey, SOL);
  account = associatedTokenAddress(payer.publicKey, mint.publicKey, TOKEN_2022_PROGRAM_ID);
});

const rent = (size: number) => chain.svm.minimumBalanceForRentExemption(BigInt(size));
/** 2 signatures (payer, mint) and the priority fee ⌈limit × price / 10⁶⌉. */
const fee = (units: number) => 10_000n + (BigInt(units) * PRICE + 999_999n) / 1_000_000n;

/** Create mint → its ATA → MintTo → a SOL transfer of `lamports`, signed by payer and mint. */
async function publishLike(options: { lamports?: bigint; units?: number; ataFirstCreated?: boolean } = {}) {
  const { blockhash } = await chain.rpc.getLatestBlockhash();
  const ata = createAssociatedTokenAccountInstruction(
    payer.publicKey,
    account,
    payer.publicKey,
    mint.publicKey,
    TOKEN_2022_PROGRAM_ID,
  );
  const transaction = buildTransaction({
    payer: payer.publicKey,
    blockhash,
    computeBudget: { units: options.units ?? 200_000, microLamports: PRICE },
    instructions: [
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: Number(rent(MINT_SIZE)),
        space: MINT_SIZE,
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, 6, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
      ...(options.ataFirstCreated ? [ata, ata] : [ata]),
      createMintToInstruction(mint.publicKey, account, payer.publicKey, 1_000n, [], TOKEN_2022_PROGRAM_ID),
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: receiver,
        lamports: options.lamports ?? rent(0),
      }),
    ],
  });
  transaction.sign([payer, mint]);
  return transaction;
}

async function send(transaction: VersionedTransaction) {
  const signature = await chain.rpc.sendRawTransaction(transaction.serialize());
  const [status] = (await chain.rpc.getSignatureStatuses([signature])).value;
  return { signature, status };
}

describe('a transaction with ATA instructions, in instruction order on litesvm', () => {
  it('creates a mint, then its associated account, then mints into it; the payer pays exactly the fee and rents', async () => {
    const transaction = await publishLike({ lamports: rent(0) });
    const simulated = await chain.rpc.simulateTransaction(transaction);
    expect(simulated.value.err).toBeNull();
    // Compute budget 2 × 150, the stand-in's 17,000, the rest measured by litesvm.
    expect(simulated.value.unitsConsumed).toBeGreaterThan(17_300);
    // A simulation changes nothing.
    expect(chain.svm.getAccount(mint.publicKey)).toBeNull();
    expect(lamportsOf(chain, payer.publicKey)).toBe(SOL);

    const { status } = await send(transaction);
    expect(status?.err).toBeNull();
    expect(tokenBalanceOf(chain, account)).toBe(1_000n);
    const accountRent = BigInt(chain.svm.getAccount(account)?.lamports ?? 0);
    expect(accountRent).toBe(rent(chain.svm.getAccount(account)?.data.length ?? 0));
    expect(lamportsOf(chain, receiver)).toBe(rent(0));
    expect(SOL - lamportsOf(chain, payer.publicKey)).toBe(fee(200_000) + rent(MINT_SIZE) + accountRent + rent(0));
    // Sent again: refused as already processed, nothing charged.
    const paid = lamportsOf(chain, payer.publicKey);
    const again = await send(transaction);
    expect(chain.rpc.rejected.get(again.signature)).toBe('AlreadyProcessed');
    expect(lamportsOf(chain, payer.publicKey)).toBe(paid);
  });

  it('undoes every instruction when the last one fails, and takes only the fee', async () => {
    const { status } = await send(await publishLike({ lamports: 2n * SOL }));
    expect(status?.err).toEqual({ InstructionError: [6, { Custom: 1 }] });
    expect(chain.svm.getAccount(mint.publicKey)).toBeNull();
    expect(chain.svm.getAccount(account)).toBeNull();
    expect(lamportsOf(chain, receiver)).toBe(0n);
    expect(SOL - lamportsOf(chain, payer.publicKey)).toBe(fee(200_000));
  });

  it('fails at the ATA instruction that fails, after earlier ones ran, and undoes them', async () => {
    // Create (not idempotent) twice: the second finds the account the first made.
    const { status } = await send(await publishLike({ ataFirstCreated: true }));
    expect(status?.err).toEqual({ InstructionError: [5, expect.stringContaining('already exists')] });
    expect(chain.svm.getAccount(mint.publicKey)).toBeNull();
    expect(chain.svm.getAccount(account)).toBeNull();
    expect(SOL - lamportsOf(chain, payer.publicKey)).toBe(fee(200_000));
  });

  it('holds the whole transaction to its compute-unit limit', async () => {
    const { status } = await send(await publishLike({ units: 10_000 }));
    expect(status?.err).toEqual({ InstructionError: [4, 'ComputationalBudgetExceeded'] });
    expect(chain.svm.getAccount(mint.publicKey)).toBeNull();
    expect(SOL - lamportsOf(chain, payer.publicKey)).toBe(fee(10_000));
  });

  it('refuses a bad signature before anything runs', async () => {
    const transaction = await publishLike();
    transaction.signatures[1] = new Uint8Array(64);
    const { signature, status } = await send(transaction);
    expect(status).toBeNull();
    expect(chain.rpc.rejected.get(signature)).toBe('signature verification failed');
    expect(lamportsOf(chain, payer.publicKey)).toBe(SOL);
  });
});
