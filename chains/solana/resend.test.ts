import { Keypair, type PublicKey, SystemProgram } from '@solana/web3.js';
import { BatchExecutor, type BatchRow, createJob, planChunks } from '@/lib/batch';
import { batchSendFeeLamports } from './fees';
import { transferRowsOf } from './packing';
import {
  createSolanaBatchDriver,
  memorySentStore,
  resendExpired,
  SolanaBlockhashExpiredError,
  SolanaTransactionStillPendingError,
  solanaTransactionStates,
} from './resend';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from './testing/fixtures';
import { BLOCKHASH_VALIDITY } from './testing/litesvm-rpc';
import { buildTransaction, transactionId } from './transaction';
import { buildBatchSendTransaction } from './transfers';

let chain: TestChain;
let sender: Keypair;
let feeReceiver: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  sender = Keypair.generate();
  feeReceiver = Keypair.generate().publicKey;
  setLamports(chain, sender.publicKey, 100n * SOL);
});

function payment(to: PublicKey, lamports: bigint, blockhash: string) {
  const transaction = buildTransaction({
    payer: sender.publicKey,
    instructions: [SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: to, lamports })],
    blockhash,
    computeBudget: { units: 10_000 },
  });
  transaction.sign([sender]);
  return transaction;
}

describe('transaction states and resending expired transactions', () => {
  it('tells confirmed, failed, pending and expired apart, and resends only the expired', async () => {
    const [paid, unpaid, failing] = [
      Keypair.generate().publicKey,
      Keypair.generate().publicKey,
      Keypair.generate().publicKey,
    ];
    const latest = await chain.rpc.getLatestBlockhash();
    const landed = payment(paid, SOL, latest.blockhash);
    const lost = payment(unpaid, 2n * SOL, latest.blockhash);
    const reverted = payment(failing, 1_000n * SOL, latest.blockhash);
    const signatures = [];
    signatures.push(await chain.rpc.sendRawTransaction(landed.serialize()));
    chain.rpc.dropNextSends(1);
    signatures.push(await chain.rpc.sendRawTransaction(lost.serialize()));
    signatures.push(await chain.rpc.sendRawTransaction(reverted.serialize()));
    const sent = signatures.map((signature) => ({ signature, lastValidBlockHeight: latest.lastValidBlockHeight }));
    let rebuilt = 0;
    const entries = sent.map((item, index) => ({
      sent: item,
      rebuild: async ({ blockhash }: { blockhash: string }) => {
        rebuilt += 1;
        return payment([paid, unpaid, failing][index], [SOL, 2n * SOL, 1_000n * SOL][index], blockhash);
      },
    }));

    // Before expiry the lost transaction may still land: nothing is sent again.
    expect((await solanaTransactionStates(chain.rpc, sent)).map((state) => state.state)).toEqual([
      'confirmed',
      'pending',
      'failed',
    ]);
    expect((await resendExpired(chain.rpc, entries)).every((result) => !result.resent)).toBe(true);
    expect(rebuilt).toBe(0);

    chain.rpc.advanceBlocks(BLOCKHASH_VALIDITY + 1);
    const results = await resendExpired(chain.rpc, entries);
    expect(results.map((result) => result.state.state)).toEqual(['confirmed', 'expired', 'failed']);
    expect(rebuilt).toBe(1);
    expect(results[1].resent?.signature).not.toBe(signatures[1]);
    expect(lamportsOf(chain, paid)).toBe(SOL);
    expect(lamportsOf(chain, unpaid)).toBe(2n * SOL);
    // The lost transaction can never land now: its blockhash is gone.
    await chain.rpc.sendRawTransaction(lost.serialize());
    expect((await solanaTransactionStates(chain.rpc, [sent[1]]))[0].state).not.toBe('confirmed');
    expect(lamportsOf(chain, unpaid)).toBe(2n * SOL);
    // Asked again, nothing is resent: the new transaction is confirmed, the others stay as they were.
    const again = await resendExpired(chain.rpc, [
      { sent: results[1].resent as (typeof sent)[number], rebuild: entries[1].rebuild },
    ]);
    expect(again[0].state.state).toBe('confirmed');
    expect(rebuilt).toBe(1);
  });
});

describe('the batch engine driver on litesvm', () => {
  const recipients = Array.from({ length: 45 }, () => Keypair.generate().publicKey);
  const rows: BatchRow[] = recipients.map((to, index) => ({
    line: index + 1,
    address: to.toBase58(),
    amount: SOL / 10n + BigInt(index),
  }));

  function executorWith(options: { dropFirstSendOfChunk?: number; store?: ReturnType<typeof memorySentStore> }) {
    const chunks = planChunks(rows, { capacity: 19 });
    let builds = 0;
    const driver = createSolanaBatchDriver({
      rpc: chain.rpc,
      pollIntervalMs: 1,
      store: options.store,
      buildAndSign: async (chunk, blockhash) => {
        builds += 1;
        if (chunk.id === options.dropFirstSendOfChunk && builds <= chunks.length) chain.rpc.dropNextSends(1);
        const transaction = buildBatchSendTransaction({
          payer: sender.publicKey,
          asset: { kind: 'sol' },
          rows: transferRowsOf(chunk),
          fee: { receiver: feeReceiver, lamports: batchSendFeeLamports() },
          blockhash: blockhash.blockhash,
          computeBudget: { units: 20_000 },
        });
        transaction.sign([sender]);
        return transaction;
      },
    });
    return { executor: new BatchExecutor(createJob(rows, chunks), driver), driver, builds: () => builds };
  }

  it('sends every chunk once; a dropped one fails on expiry, then is rebuilt and sent once on retry', async () => {
    const { executor, builds } = executorWith({ dropFirstSendOfChunk: 1 });
    // Blocks go by while the dropped transaction is awaited.
    const clock = setInterval(() => chain.rpc.advanceBlocks(40), 2);
    try {
      await executor.run();
    } finally {
      clearInterval(clock);
    }
    const first = executor.getSnapshot().job.chunks;
    expect(first.map((chunk) => chunk.status)).toEqual(['confirmed', 'failed', 'confirmed']);
    const droppedSignature = first[1].txHash as string;
    expect(chain.rpc.dropped.has(droppedSignature)).toBe(true);

    await executor.retryFailed();

    const final = executor.getSnapshot().job.chunks;
    expect(final.map((chunk) => chunk.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(final[1].txHash).not.toBe(droppedSignature);
    expect(builds()).toBe(4);
    recipients.forEach((to, index) => {
      expect(lamportsOf(chain, to)).toBe(SOL / 10n + BigInt(index));
    });
    expect(lamportsOf(chain, feeReceiver)).toBe(3n * batchSendFeeLamports());
  });

  it('does not resend a chunk that landed, and refuses while the last transaction may still land', async () => {
    const store = memorySentStore();
    const { driver } = executorWith({ store });
    const chunk = { ...planChunks(rows, { capacity: 19 })[0] };
    const signature = await driver.send(chunk, { nonce: undefined, signal: new AbortController().signal });
    expect(await driver.checkOnChain(chunk, signature)).toBe(true);
    expect(await driver.checkOnChain(chunk, undefined)).toBe(true);
    expect(await driver.wait(signature, chunk)).toBe('confirmed');

    // Sent again later (a new blockhash, so a new transaction), and lost on the way.
    chain.rpc.advanceBlocks(BLOCKHASH_VALIDITY + 1);
    chain.rpc.dropNextSends(1);
    const lost = await driver.send(chunk, { nonce: undefined, signal: new AbortController().signal });
    expect(lost).not.toBe(signature);
    await expect(driver.checkOnChain(chunk, lost)).rejects.toThrow(SolanaTransactionStillPendingError);
    chain.rpc.advanceBlocks(BLOCKHASH_VALIDITY + 1);
    await expect(driver.wait(lost, chunk)).rejects.toThrow(SolanaBlockhashExpiredError);
    expect(await driver.checkOnChain(chunk, lost)).toBe(false);
    // A hash the driver never recorded (a reload without a persistent store) proves nothing until it is seen.
    await expect(
      driver.checkOnChain(
        { ...chunk, id: 99 },
        transactionId(payment(sender.publicKey, 1n, (await chain.rpc.getLatestBlockhash()).blockhash)),
      ),
    ).rejects.toThrow(SolanaTransactionStillPendingError);
    expect(recipients.slice(0, 19).every((to, index) => lamportsOf(chain, to) === SOL / 10n + BigInt(index))).toBe(
      true,
    );
  });
});
