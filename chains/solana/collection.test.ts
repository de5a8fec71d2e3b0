import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { planChunks } from '@/lib/batch';
import { readSolanaBalances } from './balances';
import {
  type CollectionOptions,
  CollectionShortfallError,
  collectionCapacity,
  collectionInstructions,
  prepareCollectionTransaction,
} from './collection';
import { batchCollectionFeeLamports } from './fees';
import {
  createMint,
  createTestChain,
  lamportsOf,
  mintTo,
  SOL,
  setLamports,
  signAndSend,
  type TestChain,
  tokenBalanceOf,
} from './testing/fixtures';
import { associatedTokenAddress } from './token-accounts';
import { PACKET_DATA_SIZE, transactionSize } from './transaction';

let chain: TestChain;
let sources: Keypair[];
let destination: Keypair;
let feeReceiver: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  sources = Array.from({ length: 20 }, () => Keypair.generate());
  destination = Keypair.generate();
  feeReceiver = Keypair.generate().publicKey;
  setLamports(chain, destination.publicKey, SOL);
});

/** Plans the sources with the engine, then prepares, signs (payer and sources) and sends each chunk. */
async function collect(options: CollectionOptions, capacity: number, payerKey?: Keypair) {
  const { balances } = await readSolanaBalances({
    connection: chain.rpc,
    owners: sources.map((source) => source.publicKey.toBase58()),
    mint: options.asset.kind === 'token' ? options.asset.mint.toBase58() : undefined,
  });
  const rows = balances.map((row, index) => ({ line: index + 1, address: row.owner, amount: row.balance ?? 0n }));
  const chunks = planChunks(rows, { capacity });
  let networkFees = 0n;
  for (const chunk of chunks) {
    const chunkSources = chunk.rowIndexes.map((at) => ({ owner: sources[at].publicKey, amount: rows[at].amount }));
    const prepared = await prepareCollectionTransaction(chain.rpc, chunkSources, {
      ...options,
      microLamports: 20_000n,
    });
    expect(transactionSize(prepared.transaction)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    const signers = [...chunk.rowIndexes.map((at) => sources[at]), ...(payerKey ? [payerKey] : [])];
    await signAndSend(chain, prepared.transaction, signers);
    networkFees += prepared.networkFee;
  }
  return { chunks, networkFees };
}

describe('batch collection on litesvm', () => {
  it('empties 20 SOL wallets to exactly 0 into the destination, which pays the fees', async () => {
    sources.forEach((source, index) => {
      setLamports(chain, source.publicKey, SOL / 10n + BigInt(index) * 12_345n);
    });
    const total = sources.reduce((sum, source) => sum + lamportsOf(chain, source.publicKey), 0n);
    const options: CollectionOptions = {
      asset: { kind: 'sol' },
      destination: destination.publicKey,
      feePayer: destination.publicKey,
      fee: { receiver: feeReceiver, lamports: batchCollectionFeeLamports() },
    };
    const capacity = collectionCapacity({ asset: 'sol', hasFee: true, hasPriorityFee: true });

    const { chunks, networkFees } = await collect(options, capacity, destination);

    expect(chunks.map((chunk) => chunk.rows.length)).toEqual([8, 8, 4]);
    for (const source of sources) expect(chain.svm.getAccount(source.publicKey)?.lamports ?? 0).toBe(0);
    const fees = BigInt(chunks.length) * batchCollectionFeeLamports();
    expect(lamportsOf(chain, feeReceiver)).toBe(fees);
    expect(lamportsOf(chain, destination.publicKey)).toBe(SOL + total - fees - networkFees);
  });

  it('lets each transaction be paid by its first source, which still ends at 0', async () => {
    sources.forEach((source) => {
      setLamports(chain, source.publicKey, SOL / 20n);
    });
    const options: CollectionOptions = {
      asset: { kind: 'sol' },
      destination: destination.publicKey,
      feePayer: 'first-source',
      fee: { receiver: feeReceiver, lamports: batchCollectionFeeLamports() },
    };
    const capacity = collectionCapacity({ asset: 'sol', hasFee: true, hasPriorityFee: true, feePayerIsSource: true });

    const { chunks, networkFees } = await collect(options, capacity);

    expect(chunks.map((chunk) => chunk.rows.length)).toEqual([9, 9, 2]);
    for (const source of sources) expect(chain.svm.getAccount(source.publicKey)?.lamports ?? 0).toBe(0);
    const fees = BigInt(chunks.length) * batchCollectionFeeLamports();
    expect(lamportsOf(chain, destination.publicKey)).toBe(SOL + 20n * (SOL / 20n) - fees - networkFees);
  });

  it('collects a token from 20 wallets, closing their accounts, rent to the destination', async () => {
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    for (const [index, source] of sources.entries()) {
      if (index !== 7)
        await mintTo(chain, {
          owner: source.publicKey,
          mint,
          programId: TOKEN_PROGRAM_ID,
          amount: 1_000n * BigInt(index + 1),
        });
    }
    // Source 7 has an empty account: it is just closed.
    await mintTo(chain, { owner: sources[7].publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: 0n });
    const rent = BigInt(
      chain.svm.getAccount(associatedTokenAddress(sources[0].publicKey, mint, TOKEN_PROGRAM_ID))?.lamports ?? 0,
    );
    const options: CollectionOptions = {
      asset: { kind: 'token', mint, decimals: 6, programId: TOKEN_PROGRAM_ID },
      destination: destination.publicKey,
      feePayer: destination.publicKey,
      fee: { receiver: feeReceiver, lamports: batchCollectionFeeLamports() },
      closeTokenAccounts: true,
      createDestinationAccount: true,
    };
    const capacity = collectionCapacity({
      asset: 'token',
      hasFee: true,
      hasPriorityFee: true,
      closeTokenAccounts: true,
      createDestinationAccount: true,
    });

    const { chunks, networkFees } = await collect(options, capacity, destination);

    expect(chunks).toHaveLength(Math.ceil(20 / capacity));
    const expected = sources.reduce((sum, _, index) => sum + (index === 7 ? 0n : 1_000n * BigInt(index + 1)), 0n);
    const destinationAccount = associatedTokenAddress(destination.publicKey, mint, TOKEN_PROGRAM_ID);
    expect(tokenBalanceOf(chain, destinationAccount)).toBe(expected);
    for (const source of sources) {
      expect(
        chain.svm.getAccount(associatedTokenAddress(source.publicKey, mint, TOKEN_PROGRAM_ID))?.lamports ?? 0,
      ).toBe(0);
    }
    const fees = BigInt(chunks.length) * batchCollectionFeeLamports();
    expect(lamportsOf(chain, destination.publicKey)).toBe(SOL + 20n * rent - rent - fees - networkFees);
  });

  it('refuses a paying source whose balance does not cover the fees', () => {
    const poor = { owner: sources[0].publicKey, amount: 4_000n };
    const options: CollectionOptions = {
      asset: { kind: 'sol' },
      destination: destination.publicKey,
      feePayer: 'first-source',
    };
    expect(() => collectionInstructions([poor], options, { computeUnits: 1_000, networkFee: 5_000n })).toThrow(
      CollectionShortfallError,
    );
  });
});
