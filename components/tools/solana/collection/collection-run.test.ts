import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { encodeBase58 } from '@/chains/solana/base58';
import { batchCollectionFeeLamports } from '@/chains/solana/fees';
import {
  createMint,
  createTestChain,
  lamportsOf,
  mintTo,
  SOL,
  setLamports,
  type TestChain,
  tokenBalanceOf,
} from '@/chains/solana/testing/fixtures';
import { associatedTokenAddress } from '@/chains/solana/token-accounts';
import { parseSolanaKeyList } from '@/components/tools/solana/key-ring/key-ring';
import { BatchExecutor, countStatuses, createJob } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import { createCollectionDriver } from './driver';
import { type CollectionDraft, planSolanaCollection } from './plan';
import { settingsToMeta } from './settings';

// The page's own plan and run code (key list → plan → batch engine with the Solana driver), on litesvm.

let chain: TestChain;
let destination: PublicKey;
let feeReceiver: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  destination = Keypair.generate().publicKey;
  feeReceiver = Keypair.generate().publicKey;
});

function draftOf(overrides: Partial<CollectionDraft> = {}): CollectionDraft {
  return {
    destination: destination.toBase58(),
    amountText: '',
    closeTokenAccounts: false,
    microLamports: 0n,
    feeReceiver: feeReceiver.toBase58(),
    ...overrides,
  };
}

/** Pastes the keys as the page does (one per line), plans, then runs the job to the end. */
async function collect(sources: readonly Keypair[], draft: CollectionDraft, extraKeys: readonly Keypair[] = []) {
  const pasted = parseSolanaKeyList(sources.map((source) => encodeBase58(source.secretKey)).join('\n'));
  const ring = pasted.ring.merged(
    parseSolanaKeyList(extraKeys.map((key) => encodeBase58(key.secretKey)).join('\n')).ring,
  );
  const plan = await planSolanaCollection(chain.rpc, pasted.entries, draft);
  const job = createJob(plan.rows, plan.chunks, settingsToMeta(plan.settings));
  const driver = createCollectionDriver({ rpc: chain.rpc, settings: plan.settings, ring, pollIntervalMs: 1 });
  const executor = new BatchExecutor(job, driver, { concurrency: 4 });
  await executor.run();
  return { plan, snapshot: executor.getSnapshot() };
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('Solana collection: plan and run on litesvm', () => {
  it('collects all SOL of 20 wallets to exactly 0, each transaction paid by a source; dust is skipped', async () => {
    const sources = Array.from({ length: 20 }, () => Keypair.generate());
    const balances = sources.map((_, index) => SOL / 10n + BigInt(index) * 12_345n);
    for (const [index, source] of sources.entries()) setLamports(chain, source.publicKey, balances[index]);
    const dust = Keypair.generate();
    setLamports(chain, dust.publicKey, 4_000n);

    const { plan, snapshot } = await collect([...sources, dust], draftOf());

    expect(plan.wallets.at(-1)).toMatchObject({ line: 21, state: 'skipped', reason: 'tooLittleForFees' });
    expect(plan.totals.ready).toBe(20);
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([9, 9, 2]);
    expect(plan.cost.simulationFailures).toEqual([]);
    // Each source signs once and pays 5,000 lamports per signature of its transaction: no priority fee.
    expect(plan.cost.networkFee).toBe(20n * 5_000n);
    expect(plan.cost.serviceFee).toBe(3n * batchCollectionFeeLamports());
    expect(plan.totals.amount).toBe(sum(balances) - plan.cost.networkFee - plan.cost.serviceFee);

    expect(countStatuses(snapshot.job)).toMatchObject({ confirmed: 20, failed: 0, total: 20 });
    for (const source of sources) expect(chain.svm.getAccount(source.publicKey)?.lamports ?? 0).toBe(0);
    expect(lamportsOf(chain, dust.publicKey)).toBe(4_000n);
    expect(lamportsOf(chain, feeReceiver)).toBe(3n * batchCollectionFeeLamports());
    expect(lamportsOf(chain, destination)).toBe(sum(balances) - 20n * 5_000n - 3n * batchCollectionFeeLamports());
    expect(lamportsOf(chain, destination)).toBe(plan.totals.amount);
  });

  it('collects an SPL token from 10 wallets and closes their accounts, a fee-payer key paying and taking the rent', async () => {
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    const sources = Array.from({ length: 10 }, () => Keypair.generate());
    const amounts = sources.map((_, index) => 1_000_000n * BigInt(index + 1) + 7n);
    for (const [index, source] of sources.entries()) {
      await mintTo(chain, { owner: source.publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: amounts[index] });
    }
    const rent = BigInt(
      chain.svm.getAccount(associatedTokenAddress(sources[0].publicKey, mint, TOKEN_PROGRAM_ID))?.lamports ?? 0,
    );
    const payer = Keypair.generate();
    setLamports(chain, payer.publicKey, SOL);

    const draft = draftOf({ mint: mint.toBase58(), closeTokenAccounts: true, feePayer: payer.publicKey.toBase58() });
    const { plan, snapshot } = await collect(sources, draft, [payer]);

    expect(plan.settings).toMatchObject({ createDestinationAccount: true, rentReceiver: payer.publicKey.toBase58() });
    expect(plan.feePayer).toMatchObject({ balance: SOL, isShort: false });
    expect(countStatuses(snapshot.job)).toMatchObject({ confirmed: 10, failed: 0 });
    const destinationAccount = associatedTokenAddress(destination, mint, TOKEN_PROGRAM_ID);
    expect(tokenBalanceOf(chain, destinationAccount)).toBe(sum(amounts));
    for (const source of sources) {
      expect(
        chain.svm.getAccount(associatedTokenAddress(source.publicKey, mint, TOKEN_PROGRAM_ID))?.lamports ?? 0,
      ).toBe(0);
    }
    const transactions = BigInt(plan.chunks.length);
    expect(lamportsOf(chain, feeReceiver)).toBe(transactions * batchCollectionFeeLamports());
    const destinationRent = BigInt(chain.svm.getAccount(destinationAccount)?.lamports ?? 0);
    expect(lamportsOf(chain, payer.publicKey)).toBe(
      SOL - plan.cost.networkFee - plan.cost.serviceFee - destinationRent + 10n * rent,
    );
  });

  it('collects a Token-2022 token from 10 wallets, closing accounts; sources pay, wallets without SOL ride along', async () => {
    const mint = await createMint(chain, TOKEN_2022_PROGRAM_ID, 9);
    const sources = Array.from({ length: 10 }, () => Keypair.generate());
    for (const source of sources) {
      await mintTo(chain, { owner: source.publicKey, mint, programId: TOKEN_2022_PROGRAM_ID, amount: 5_000_000_000n });
    }
    // Only the first three hold SOL for fees.
    for (const source of sources.slice(0, 3)) setLamports(chain, source.publicKey, SOL / 100n);

    const draft = draftOf({ mint: mint.toBase58(), closeTokenAccounts: true });
    const { plan, snapshot } = await collect(sources, draft);

    expect(plan.settings.tokenProgram).toBe('token-2022');
    expect(plan.totals.ready).toBe(10);
    const payers = plan.wallets.filter((wallet) => wallet.isPayer).map((wallet) => wallet.line);
    expect(payers.length).toBe(plan.chunks.length);
    expect(payers.every((line) => line <= 3)).toBe(true);
    expect(countStatuses(snapshot.job)).toMatchObject({ confirmed: 10, failed: 0 });
    const destinationAccount = associatedTokenAddress(destination, mint, TOKEN_2022_PROGRAM_ID);
    expect(tokenBalanceOf(chain, destinationAccount)).toBe(50_000_000_000n);
    for (const source of sources) {
      expect(
        chain.svm.getAccount(associatedTokenAddress(source.publicKey, mint, TOKEN_2022_PROGRAM_ID))?.lamports ?? 0,
      ).toBe(0);
    }
    expect(lamportsOf(chain, feeReceiver)).toBe(BigInt(plan.chunks.length) * batchCollectionFeeLamports());
  });

  it('skips token wallets when no wallet can pay, with the reason, and sends nothing', async () => {
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    const sources = Array.from({ length: 3 }, () => Keypair.generate());
    for (const source of sources) {
      await mintTo(chain, { owner: source.publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: 10n });
    }
    // 0.001 SOL cannot pay 0.001 SOL of service fee plus the network fee.
    setLamports(chain, sources[0].publicKey, 1_000_000n);

    const { plan, snapshot } = await collect(sources, draftOf({ mint: mint.toBase58() }));

    expect(plan.wallets.map((wallet) => wallet.reason)).toEqual([
      'tooLittleForFees',
      'tooLittleForFees',
      'tooLittleForFees',
    ]);
    expect(plan.chunks).toEqual([]);
    expect(snapshot.job.rows).toEqual([]);
    for (const source of sources) {
      expect(tokenBalanceOf(chain, associatedTokenAddress(source.publicKey, mint, TOKEN_PROGRAM_ID))).toBe(10n);
    }
  });

  it('retries an expired transaction only after asking the chain, and charges each transaction once', async () => {
    const sources = Array.from({ length: 12 }, () => Keypair.generate());
    for (const source of sources) setLamports(chain, source.publicKey, SOL / 4n);
    const pasted = parseSolanaKeyList(sources.map((source) => encodeBase58(source.secretKey)).join('\n'));
    const plan = await planSolanaCollection(chain.rpc, pasted.entries, draftOf());
    const driver = createCollectionDriver({
      rpc: chain.rpc,
      settings: plan.settings,
      ring: pasted.ring,
      pollIntervalMs: 1,
    });
    const executor = new BatchExecutor(createJob(plan.rows, plan.chunks), driver, { concurrency: 1 });
    // The first broadcast is lost on the way; blocks go by until its blockhash expires.
    chain.rpc.dropNextSends(1);
    const clock = setInterval(() => chain.rpc.advanceBlocks(40), 2);
    try {
      await executor.run();
      expect(executor.getSnapshot().job.chunks.map((chunk) => chunk.status)).toEqual(['failed', 'confirmed']);
      expect(executor.getSnapshot().job.chunks[0].error?.code).toBe(CLIENT_CODE.SIGNATURE_EXPIRED);
      await executor.retryFailed();
    } finally {
      clearInterval(clock);
    }

    expect(countStatuses(executor.getSnapshot().job)).toMatchObject({ confirmed: 12, failed: 0 });
    for (const source of sources) expect(lamportsOf(chain, source.publicKey)).toBe(0n);
    expect(lamportsOf(chain, feeReceiver)).toBe(2n * batchCollectionFeeLamports());
    expect(lamportsOf(chain, destination)).toBe(3n * SOL - 12n * 5_000n - 2n * batchCollectionFeeLamports());
  });

  it('refuses SOL that would leave an empty destination below the rent-exempt minimum; 1 lamport to a funded one goes', async () => {
    const sources = Array.from({ length: 3 }, () => Keypair.generate());
    for (const source of sources) setLamports(chain, source.publicKey, SOL);
    const pasted = parseSolanaKeyList(sources.map((source) => encodeBase58(source.secretKey)).join('\n'));

    // 3 × 0.0001 SOL in one transaction: 300,000 lamports to an address holding none, under the 890,880 minimum.
    const refused = await planSolanaCollection(chain.rpc, pasted.entries, draftOf({ amountText: '0.0001' }));
    expect(refused.chunks).toHaveLength(1);
    expect(refused.destinationRent).toEqual({
      held: 0n,
      minimum: 890_880n,
      shortfalls: [{ transaction: 0, to: destination.toBase58(), lines: [1, 2, 3], held: 0n, after: 300_000n }],
    });

    // Once the destination exists, each wallet may send it a single lamport.
    setLamports(chain, destination, SOL);
    const { plan, snapshot } = await collect(sources, draftOf({ amountText: '0.000000001' }));
    expect(plan.destinationRent).toBeUndefined();
    expect(countStatuses(snapshot.job)).toMatchObject({ confirmed: 3, failed: 0 });
    expect(lamportsOf(chain, destination)).toBe(SOL + 3n);
  });

  it('moves a fixed SOL amount per wallet, the paying source keeping the rest', async () => {
    const sources = Array.from({ length: 4 }, () => Keypair.generate());
    for (const source of sources) setLamports(chain, source.publicKey, SOL);
    setLamports(chain, destination, SOL);

    const { plan, snapshot } = await collect(sources, draftOf({ amountText: '0.25', microLamports: 1_000n }));

    expect(countStatuses(snapshot.job)).toMatchObject({ confirmed: 4 });
    expect(lamportsOf(chain, destination)).toBe(SOL + 4n * (SOL / 4n));
    const payer = plan.wallets.find((wallet) => wallet.isPayer);
    for (const source of sources) {
      const isPayer = source.publicKey.toBase58() === payer?.address;
      const expected = isPayer ? SOL - SOL / 4n - plan.cost.networkFee - plan.cost.serviceFee : SOL - SOL / 4n;
      expect(lamportsOf(chain, source.publicKey)).toBe(expected);
    }
  });
});
