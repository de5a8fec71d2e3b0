import { Keypair, type PublicKey } from '@solana/web3.js';
import { encodeBase58 } from '@/chains/solana/base58';
import { collectionCapacity } from '@/chains/solana/collection';
import { batchCollectionFeeLamports, referralShareLamports } from '@/chains/solana/fees';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import { parseSolanaKeyList } from '@/components/tools/solana/key-ring/key-ring';
import { BatchExecutor, countStatuses, createJob } from '@/lib/batch';
import { createCollectionDriver } from './driver';
import { type CollectionDraft, planSolanaCollection } from './plan';
import { settingsFromMeta, settingsToMeta } from './settings';

/** The inviter's share of the collection fee, through the page's plan and run code on litesvm. */

let chain: TestChain;
let destination: PublicKey;
let feeReceiver: PublicKey;
let inviter: PublicKey;
const FEE = batchCollectionFeeLamports();
const SHARE = referralShareLamports(FEE);

beforeEach(() => {
  chain = createTestChain();
  destination = Keypair.generate().publicKey;
  feeReceiver = Keypair.generate().publicKey;
  inviter = Keypair.generate().publicKey;
  // A deployment's receiver holds SOL already (70 % of 0.001 SOL could not open it); so does the inviter's wallet.
  setLamports(chain, feeReceiver, SOL);
  setLamports(chain, inviter, SOL);
});

const draftOf = (referrer: string): CollectionDraft => ({
  destination: destination.toBase58(),
  amountText: '',
  closeTokenAccounts: false,
  microLamports: 0n,
  feeReceiver: feeReceiver.toBase58(),
  referrer,
});

describe('Solana collection pays the inviter 30 % of each fee', () => {
  it('collects all SOL of 20 wallets: chunks sized for the share, the job resumes with the same inviter', async () => {
    const sources = Array.from({ length: 20 }, () => Keypair.generate());
    for (const source of sources) setLamports(chain, source.publicKey, SOL / 10n);
    const pasted = parseSolanaKeyList(sources.map((source) => encodeBase58(source.secretKey)).join('\n'));
    const plan = await planSolanaCollection(chain.rpc, pasted.entries, draftOf(inviter.toBase58()));
    const capacity = collectionCapacity({ asset: 'sol', hasFee: true, hasReferrer: true, feePayerIsSource: true });

    expect(plan.settings.referrer).toBe(inviter.toBase58());
    expect(Math.max(...plan.chunks.map((chunk) => chunk.rows.length))).toBe(capacity);
    expect(plan.cost.simulationFailures).toEqual([]);
    const transactions = BigInt(plan.chunks.length);
    expect(plan.referralShare).toBe(transactions * SHARE);

    // Run from the stored meta, as a resumed job would: the inviter comes back with it.
    const job = createJob(plan.rows, plan.chunks, settingsToMeta(plan.settings));
    const settings = settingsFromMeta(job.meta, feeReceiver.toBase58());
    expect(settings.referrer).toBe(inviter.toBase58());
    const driver = createCollectionDriver({ rpc: chain.rpc, settings, ring: pasted.ring, pollIntervalMs: 1 });
    const executor = new BatchExecutor(job, driver, { concurrency: 4 });
    await executor.run();

    expect(countStatuses(executor.getSnapshot().job)).toMatchObject({ confirmed: 20, failed: 0 });
    expect(lamportsOf(chain, inviter) - SOL).toBe(transactions * 300_000n);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(transactions * (FEE - 300_000n));
    expect(lamportsOf(chain, destination)).toBe(plan.totals.amount);
  });

  it('pays the whole fee to the receiver when the inviter is one of the swept wallets, and the run succeeds', async () => {
    const sources = [Keypair.generate(), Keypair.generate(), Keypair.generate()];
    for (const source of sources) setLamports(chain, source.publicKey, SOL / 10n);
    const swept = sources[1].publicKey;
    const pasted = parseSolanaKeyList(sources.map((source) => encodeBase58(source.secretKey)).join('\n'));
    const plan = await planSolanaCollection(chain.rpc, pasted.entries, draftOf(swept.toBase58()));
    expect(plan.settings.referrer).toBeUndefined();
    expect(plan.referralShare).toBe(0n);

    const job = createJob(plan.rows, plan.chunks, settingsToMeta(plan.settings));
    const settings = settingsFromMeta(job.meta, feeReceiver.toBase58());
    const driver = createCollectionDriver({ rpc: chain.rpc, settings, ring: pasted.ring, pollIntervalMs: 1 });
    const executor = new BatchExecutor(job, driver, { concurrency: 4 });
    await executor.run();

    expect(countStatuses(executor.getSnapshot().job)).toMatchObject({ confirmed: 3, failed: 0 });
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(BigInt(plan.chunks.length) * FEE);
    expect(lamportsOf(chain, swept)).toBe(0n);
    expect(lamportsOf(chain, destination)).toBe(plan.totals.amount);
  });

  it('names no inviter for the destination itself', async () => {
    const source = Keypair.generate();
    setLamports(chain, source.publicKey, SOL);
    setLamports(chain, destination, SOL);
    const pasted = parseSolanaKeyList(encodeBase58(source.secretKey));
    const plan = await planSolanaCollection(chain.rpc, pasted.entries, draftOf(destination.toBase58()));
    expect(plan.settings.referrer).toBeUndefined();
  });

  it('names no inviter for an address the chain cannot credit, nor when it is the fee receiver', async () => {
    const source = Keypair.generate();
    setLamports(chain, source.publicKey, SOL);
    const pasted = parseSolanaKeyList(encodeBase58(source.secretKey));
    for (const referrer of [Keypair.generate().publicKey.toBase58(), feeReceiver.toBase58()]) {
      const plan = await planSolanaCollection(chain.rpc, pasted.entries, draftOf(referrer));
      expect(plan.settings.referrer).toBeUndefined();
      expect(plan.referralShare).toBe(0n);
      expect(settingsFromMeta(settingsToMeta(plan.settings), feeReceiver.toBase58()).referrer).toBeUndefined();
    }
  });
});
