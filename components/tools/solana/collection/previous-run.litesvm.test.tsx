/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, type PublicKey } from '@solana/web3.js';
import { act, renderHook } from '@testing-library/react';
import { encodeBase58 } from '@/chains/solana/base58';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import { parseSolanaKeyList } from '@/components/tools/solana/key-ring/key-ring';
import { chunkRows, createJob, type JobState, loadJob, saveJob } from '@/lib/batch';
import { createCollectionDriver } from './driver';
import { planSolanaCollection, type SolanaCollectionPlan } from './plan';
import { createLocalSentStore } from './sent-store';
import { COLLECTION_STORAGE_TOOL, settingsToMeta } from './settings';
import { type DriverFactory, useCollectionRun } from './use-collection-run';

/** A new collection may not replace an earlier job whose transactions may still land (fixed amounts would move twice). */

let chain: TestChain;
let destination: PublicKey;
const AMOUNT = SOL / 100n;

beforeEach(() => {
  window.localStorage.clear();
  chain = createTestChain();
  destination = Keypair.generate().publicKey;
});

async function planOf(sources: readonly Keypair[]) {
  const pasted = parseSolanaKeyList(sources.map((source) => encodeBase58(source.secretKey)).join('\n'));
  const plan = await planSolanaCollection(chain.rpc, pasted.entries, {
    destination: destination.toBase58(),
    amountText: '0.01',
    closeTokenAccounts: false,
    microLamports: 0n,
    feeReceiver: Keypair.generate().publicKey.toBase58(),
  });
  const makeDriver: DriverFactory = (store) =>
    createCollectionDriver({ rpc: chain.rpc, settings: plan.settings, ring: pasted.ring, store, pollIntervalMs: 1 });
  return { plan, makeDriver };
}

const jobOf = (plan: SolanaCollectionPlan) => createJob(plan.rows, plan.chunks, settingsToMeta(plan.settings));

/**
 * An earlier visit: every chunk signed and recorded, the first landed, the second taken by nobody (the tab closed
 * before the node answered), saved as the engine saves it. Returns the bytes of the one in flight.
 */
async function earlierVisit(makeDriver: DriverFactory, job: JobState): Promise<Uint8Array> {
  const driver = makeDriver(createLocalSentStore());
  const signal = new AbortController().signal;
  const chunks = [...job.chunks];
  const first = await driver.send(chunkRows(job, chunks[0]), { signal, nonce: undefined });
  let inFlight = new Uint8Array();
  const send = chain.rpc.sendRawTransaction.bind(chain.rpc);
  jest.spyOn(chain.rpc, 'sendRawTransaction').mockImplementationOnce(async (raw) => {
    inFlight = Uint8Array.from(raw as Uint8Array);
    chain.rpc.dropNextSends(1);
    return send(raw);
  });
  const second = await driver.send(chunkRows(job, chunks[1]), { signal, nonce: undefined });
  saveJob(COLLECTION_STORAGE_TOOL, {
    ...job,
    chunks: [
      { ...chunks[0], status: 'sent', txHash: first },
      { ...chunks[1], status: 'sent', txHash: second },
    ],
  });
  return inFlight;
}

describe('useCollectionRun: a new start after an earlier job', () => {
  it('refuses while a chunk may land, marks the landed one confirmed, starts once the other expired', async () => {
    // The earlier job had one wallet per transaction, so one can land while the other is in flight.
    const sources = [Keypair.generate(), Keypair.generate()];
    for (const source of sources) setLamports(chain, source.publicKey, SOL);
    const { plan, makeDriver } = await planOf(sources);
    const oneEach = {
      ...plan,
      chunks: plan.rows.map((row, id) => ({ id, lane: row.address, rowIndexes: [id], rows: [row] })),
    };
    await earlierVisit(makeDriver, jobOf(oneEach));
    expect(lamportsOf(chain, destination)).toBe(AMOUNT);

    const { result } = renderHook(() => useCollectionRun());
    expect(result.current.stored).not.toBeNull();
    const sends = () => chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length;
    const before = sends();

    await act(async () => {
      expect(await result.current.start(jobOf(plan), makeDriver, chain.rpc)).toBe(false);
    });
    expect(result.current.startCheck).toEqual({ phase: 'refused', mayLand: 1 });
    expect(result.current.executor).toBeNull();
    expect(sends()).toBe(before);
    expect(createLocalSentStore().get(1)).toBeDefined();
    const kept = loadJob(COLLECTION_STORAGE_TOOL);
    expect(kept?.chunks.map((chunk) => chunk.status)).toEqual(['confirmed', 'sent']);
    expect(result.current.stored?.chunks.map((chunk) => chunk.status)).toEqual(['confirmed', 'sent']);

    // Its blockhash expires unlanded: it can never move anything, so the new run may start.
    chain.rpc.advanceBlocks(200);
    await act(async () => {
      expect(await result.current.start(jobOf(plan), makeDriver, chain.rpc)).toBe(true);
    });
    expect(result.current.startCheck).toEqual({ phase: 'idle' });
    expect(result.current.executor).not.toBeNull();
    await act(() => result.current.executor?.run() ?? Promise.resolve());
    expect(lamportsOf(chain, destination)).toBe(AMOUNT + BigInt(plan.rows.length) * AMOUNT);
  });

  it('refuses while the in-flight chunk may land, then counts it once it lands', async () => {
    const sources = [Keypair.generate(), Keypair.generate()];
    for (const source of sources) setLamports(chain, source.publicKey, SOL);
    const { plan, makeDriver } = await planOf(sources);
    const oneEach = {
      ...plan,
      chunks: plan.rows.map((row, id) => ({ id, lane: row.address, rowIndexes: [id], rows: [row] })),
    };
    const inFlight = await earlierVisit(makeDriver, jobOf(oneEach));
    const { result } = renderHook(() => useCollectionRun());
    await act(async () => {
      expect(await result.current.start(jobOf(plan), makeDriver, chain.rpc)).toBe(false);
    });

    // The transaction the node had after all lands: both chunks are done, nothing is left that could land.
    await chain.rpc.sendRawTransaction(inFlight);
    expect(lamportsOf(chain, destination)).toBe(2n * AMOUNT);
    await act(async () => {
      expect(await result.current.start(jobOf(plan), makeDriver, chain.rpc)).toBe(true);
    });
  });
});
