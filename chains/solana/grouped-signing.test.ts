import { Keypair, PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { BatchExecutor, type BatchRow, type Chunk, chunkRows, createJob, planChunks } from '@/lib/batch';
import { CLIENT_CODE, toAppError } from '@/lib/errors';
import { batchSendFeeLamports } from './fees';
import { createGroupedSigning, type GroupedSigningOptions, SIGNED_GROUP_MAX_AGE_MS } from './grouped-signing';
import { transferRowsOf } from './packing';
import { createSolanaBatchDriver } from './resend';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from './testing/fixtures';
import { BLOCKHASH_VALIDITY } from './testing/litesvm-rpc';
import { buildBatchSendTransaction } from './transfers';

let chain: TestChain;
let senders: Keypair[];
let feeReceiver: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  senders = [Keypair.generate(), Keypair.generate()];
  feeReceiver = Keypair.generate().publicKey;
  for (const sender of senders) setLamports(chain, sender.publicKey, 100n * SOL);
});

const sends = () => chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length;

/** Rows of `count` recipients, split between the two senders (two lanes) when `lanes` is 2, 3 rows a chunk. */
function jobOf(count: number, lanes: 1 | 2) {
  const rows: BatchRow[] = Array.from({ length: count }, (_, index) => ({
    line: index + 1,
    address: Keypair.generate().publicKey.toBase58(),
    amount: SOL / 100n + BigInt(index),
  }));
  const senderOf = (row: BatchRow) => senders[lanes === 2 ? row.line % 2 : 0].publicKey.toBase58();
  return createJob(rows, planChunks(rows, { capacity: 3, lane: senderOf }));
}

/** A wallet over both senders' keys: counts approvals, refuses when told, and may run code while it is open. */
function fakeWallet() {
  const approvals: number[] = [];
  const wallet = {
    approvals,
    /** The blockhash of each approval's transactions. */
    blockhashes: [] as string[],
    refuseNext: 0,
    whileOpen: undefined as (() => void) | undefined,
    sign: async (transactions: VersionedTransaction[]) => {
      approvals.push(transactions.length);
      wallet.blockhashes.push(transactions[0].message.recentBlockhash);
      wallet.whileOpen?.();
      if (wallet.refuseNext > 0) {
        wallet.refuseNext -= 1;
        throw new Error('User rejected the request.');
      }
      for (const transaction of transactions) {
        const payer = transaction.message.staticAccountKeys[0];
        transaction.sign([senders.find((sender) => sender.publicKey.equals(payer)) as Keypair]);
      }
      return transactions;
    },
  };
  return wallet;
}

const build: GroupedSigningOptions['build'] = async (chunk, blockhash) =>
  buildBatchSendTransaction({
    payer: senders.find((sender) => sender.publicKey.toBase58() === chunk.lane)?.publicKey ?? senders[0].publicKey,
    asset: { kind: 'sol' },
    rows: transferRowsOf(chunk),
    fee: { receiver: feeReceiver, lamports: batchSendFeeLamports() },
    blockhash: blockhash.blockhash,
    computeBudget: { units: 20_000 },
  });

function runWith(
  job: ReturnType<typeof jobOf>,
  wallet: ReturnType<typeof fakeWallet>,
  options: Partial<GroupedSigningOptions> & { concurrency?: number } = {},
) {
  let executor: BatchExecutor | undefined;
  const pending = (): Chunk[] => {
    const current = executor?.getSnapshot().job;
    if (!current) return [];
    return current.chunks.filter((chunk) => chunk.status === 'pending').map((chunk) => chunkRows(current, chunk));
  };
  const grouped = createGroupedSigning({ rpc: chain.rpc, build, sign: wallet.sign, companions: pending, ...options });
  const driver = createSolanaBatchDriver({ rpc: grouped.rpc, buildAndSign: grouped.buildAndSign, pollIntervalMs: 1 });
  executor = new BatchExecutor(job, driver, { concurrency: options.concurrency ?? 4 });
  return executor;
}

const statuses = (executor: BatchExecutor) => executor.getSnapshot().job.chunks.map((chunk) => chunk.status);
const allPaid = (job: ReturnType<typeof jobOf>) =>
  job.rows.every((row) => lamportsOf(chain, new PublicKey(row.address)) === row.amount);

describe('grouped signing on litesvm', () => {
  it('signs the pending chunks of both lanes in one approval, and at most maxGroupSize at a time', async () => {
    const job = jobOf(20, 2);
    expect(new Set(job.chunks.map((chunk) => chunk.lane)).size).toBe(2);
    const wallet = fakeWallet();
    const executor = runWith(job, wallet);
    await executor.run();
    expect(statuses(executor).every((status) => status === 'confirmed')).toBe(true);
    // Concurrent sends of the two lanes waited in one queue: one approval for all 8 transactions.
    expect(wallet.approvals).toEqual([job.chunks.length]);
    expect(sends()).toBe(job.chunks.length);
    expect(allPaid(job)).toBe(true);

    const smaller = fakeWallet();
    const limited = runWith(jobOf(21, 1), smaller, { maxGroupSize: 3 });
    await limited.run();
    expect(smaller.approvals).toEqual([3, 3, 1]);
  });

  it('fails the whole group at one refusal, sending nothing and asking once; retry asks once more', async () => {
    const job = jobOf(12, 2);
    const wallet = fakeWallet();
    wallet.refuseNext = 1;
    const executor = runWith(job, wallet);
    await executor.run();
    expect(statuses(executor)).toEqual(['failed', 'failed', 'failed', 'failed']);
    const codes = executor.getSnapshot().job.chunks.map((chunk) => chunk.error?.code);
    expect(codes.every((code) => code === CLIENT_CODE.USER_REJECTED)).toBe(true);
    expect(wallet.approvals).toEqual([4]);
    expect(sends()).toBe(0);

    await executor.retryFailed();
    expect(statuses(executor).every((status) => status === 'confirmed')).toBe(true);
    expect(wallet.approvals).toEqual([4, 4]);
    expect(allPaid(job)).toBe(true);
  });

  it("after a refusal with 'ask-again', the next chunk opens the wallet again", async () => {
    const wallet = fakeWallet();
    wallet.refuseNext = 1;
    const executor = runWith(jobOf(9, 1), wallet, { afterRefusal: 'ask-again', concurrency: 1 });
    await executor.run();
    expect(statuses(executor)).toEqual(['failed', 'confirmed', 'confirmed']);
    expect(wallet.approvals).toEqual([3, 2]);
  });

  it('sends nothing of a group cancelled while the wallet was open', async () => {
    const job = jobOf(9, 1);
    const wallet = fakeWallet();
    const executor = runWith(job, wallet);
    wallet.whileOpen = () => {
      wallet.whileOpen = undefined;
      executor.cancel();
    };
    await executor.run();
    expect(wallet.approvals).toEqual([3]);
    expect(sends()).toBe(0);
    expect(statuses(executor)).toEqual(['failed', 'pending', 'pending']);
    expect(toAppError(executor.getSnapshot().job.chunks[0].error).code).toBe(CLIENT_CODE.USER_REJECTED);

    await executor.retryFailed();
    expect(statuses(executor)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(wallet.approvals).toEqual([3, 3]);
    expect(sends()).toBe(3);
    expect(allPaid(job)).toBe(true);
  });

  it('sends signed transactions while their blockhash is young, and rebuilds and re-signs older ones', async () => {
    const job = jobOf(12, 1);
    const wallet = fakeWallet();
    let clock = 1_000_000;
    const grouped = createGroupedSigning({
      rpc: chain.rpc,
      build,
      sign: wallet.sign,
      companions: () => job.chunks.filter((chunk) => !sent.has(chunk.id)).map((chunk) => chunkRows(job, chunk)),
      now: () => clock,
    });
    const driver = createSolanaBatchDriver({ rpc: grouped.rpc, buildAndSign: grouped.buildAndSign, pollIntervalMs: 1 });
    const sent = new Set<number>();
    const send = (id: number) => {
      sent.add(id);
      return driver.send(chunkRows(job, job.chunks[id]), { nonce: undefined, signal: new AbortController().signal });
    };

    await send(0);
    clock += SIGNED_GROUP_MAX_AGE_MS - 1;
    await send(1);
    expect(wallet.approvals).toEqual([4]);

    // The group's blockhash is too old now (and the chain has moved past it): chunk 2 is built and signed again.
    clock += 2;
    chain.rpc.advanceBlocks(BLOCKHASH_VALIDITY + 1);
    const fresh = await chain.rpc.getLatestBlockhash();
    expect(fresh.blockhash).not.toBe(wallet.blockhashes[0]);
    const signature = await send(2);
    expect(wallet.approvals).toEqual([4, 2]);
    expect(wallet.blockhashes[1]).toBe(fresh.blockhash);
    const { value } = await chain.rpc.getSignatureStatuses([signature]);
    expect(value[0]?.err).toBeNull();
    await send(3);
    expect(wallet.approvals).toEqual([4, 2]);
    expect(sends()).toBe(4);
    expect(allPaid(job)).toBe(true);
  });
});
