import { CLIENT_CODE } from '@/lib/errors';
import { type BatchDriver, BatchExecutor, type SendContext, type TxOutcome } from './executor';
import { createJob } from './job';
import { deserializeJob, serializeJob } from './persist';
import { planChunks } from './plan';
import type { BatchRow, Chunk, JobState } from './types';

/** Lets every promise chain that can move, move: no timers, so nothing here depends on time. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A chain whose sends and confirmations the test answers one by one. */
class ManualDriver implements BatchDriver {
  sends: (Pending<string> & { chunk: Chunk; context: SendContext })[] = [];
  waits: (Pending<TxOutcome> & { txHash: string; chunkId: number })[] = [];
  checks: { chunkId: number; lastTxHash: string | undefined }[] = [];
  isOnChain = (_chunk: Chunk) => false;
  nonceReads: string[] = [];
  chainNonce = 7;

  send = (chunk: Chunk, context: SendContext) =>
    new Promise<string>((resolve, reject) => this.sends.push({ chunk, context, resolve, reject }));

  wait = (txHash: string, chunk: Chunk) =>
    new Promise<TxOutcome>((resolve, reject) => this.waits.push({ txHash, chunkId: chunk.id, resolve, reject }));

  checkOnChain = async (chunk: Chunk, lastTxHash: string | undefined) => {
    this.checks.push({ chunkId: chunk.id, lastTxHash });
    return this.isOnChain(chunk);
  };

  readNonce = async (lane: string) => {
    this.nonceReads.push(lane);
    return this.chainNonce;
  };

  sentChunkIds() {
    return this.sends.map((send) => send.chunk.id);
  }
}

function rows(count: number): BatchRow[] {
  return Array.from({ length: count }, (_, index) => ({ line: index + 2, address: `addr${index}`, amount: 1n }));
}

function singleLaneJob(chunkCount: number, rowsPerChunk = 2): JobState {
  const all = rows(chunkCount * rowsPerChunk);
  return createJob(all, planChunks(all, { capacity: rowsPerChunk }));
}

const statuses = (executor: BatchExecutor) => executor.getSnapshot().job.chunks.map((chunk) => chunk.status);

describe('BatchExecutor on one wallet', () => {
  it('sends chunk after chunk, each after the previous confirmed, counting the nonce locally', async () => {
    const driver = new ManualDriver();
    const executor = new BatchExecutor(singleLaneJob(3), driver);
    const done = executor.run();
    await settle();
    expect(driver.sentChunkIds()).toEqual([0]);
    expect(driver.sends[0].context.nonce).toBe(7);

    driver.sends[0].resolve('0xh0');
    await settle();
    expect(statuses(executor)).toEqual(['sent', 'pending', 'pending']);
    expect(executor.getSnapshot().job.chunks[0].txHash).toBe('0xh0');
    expect(driver.waits.map((wait) => wait.txHash)).toEqual(['0xh0']);
    expect(driver.sentChunkIds()).toEqual([0]);

    driver.waits[0].resolve('confirmed');
    await settle();
    expect(driver.sentChunkIds()).toEqual([0, 1]);
    driver.sends[1].resolve('0xh1');
    await settle();
    driver.waits[1].resolve('confirmed');
    await settle();
    driver.sends[2].resolve('0xh2');
    await settle();
    driver.waits[2].resolve('confirmed');
    await done;

    expect(driver.sends.map((send) => send.context.nonce)).toEqual([7, 8, 9]);
    expect(driver.nonceReads).toEqual(['']);
    expect(executor.getSnapshot()).toMatchObject({
      isRunning: false,
      counts: { pending: 0, sent: 0, confirmed: 6, failed: 0, total: 6 },
    });
  });

  it('records the mapped reason of a failure, re-reads the nonce, and goes on with the next chunk', async () => {
    const driver = new ManualDriver();
    const executor = new BatchExecutor(singleLaneJob(3), driver);
    const done = executor.run();
    await settle();
    driver.sends[0].reject({ code: 4001, message: 'User denied transaction signature.' });
    await settle();
    driver.chainNonce = 7;
    driver.sends[1].resolve('0xh1');
    await settle();
    driver.waits[0].resolve('failed');
    await settle();
    driver.sends[2].resolve('0xh2');
    await settle();
    driver.waits[1].reject(new Error('fetch failed'));
    await done;

    const { chunks } = executor.getSnapshot().job;
    expect(chunks.map((chunk) => [chunk.status, chunk.error?.code])).toEqual([
      ['failed', CLIENT_CODE.USER_REJECTED],
      ['failed', CLIENT_CODE.EXECUTION_REVERTED],
      ['failed', CLIENT_CODE.PROVIDER_FETCH_FAILED],
    ]);
    expect(chunks[0].error?.message).toBe('You rejected the request');
    expect(driver.nonceReads).toHaveLength(3);
  });
});

describe('retryFailed', () => {
  async function runWithFailures() {
    const driver = new ManualDriver();
    const executor = new BatchExecutor(singleLaneJob(4), driver, { concurrency: 4 });
    const done = executor.run();
    await settle();
    driver.sends[0].resolve('0xh0');
    await settle();
    driver.sends[1].reject(new Error('insufficient funds for gas * price + value'));
    await settle();
    driver.sends[2].resolve('0xh2');
    await settle();
    driver.sends[3].resolve('0xh3');
    await settle();
    expect(driver.waits.map((wait) => wait.chunkId)).toEqual([0, 2, 3]);
    driver.waits[0].resolve('confirmed');
    driver.waits[1].resolve('confirmed');
    driver.waits[2].reject(new Error('request timed out'));
    await done;
    expect(statuses(executor)).toEqual(['confirmed', 'failed', 'confirmed', 'failed']);
    return { driver, executor };
  }

  it('checks each failed chunk on chain first and re-sends only those not there', async () => {
    const { driver, executor } = await runWithFailures();
    driver.isOnChain = (chunk) => chunk.id === 3;
    const retried = executor.retryFailed();
    await settle();
    expect(driver.checks).toEqual([
      { chunkId: 1, lastTxHash: undefined },
      { chunkId: 3, lastTxHash: '0xh3' },
    ]);
    expect(driver.sentChunkIds()).toEqual([0, 1, 2, 3, 1]);
    expect(executor.getSnapshot().job.chunks[3]).toMatchObject({ status: 'confirmed' });
    expect(executor.getSnapshot().job.chunks[3].error).toBeUndefined();

    driver.sends[4].resolve('0xh1b');
    await settle();
    driver.waits[3].resolve('confirmed');
    await retried;
    expect(statuses(executor)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
    expect(driver.sends[4].chunk.rows.map((row) => row.line)).toEqual([4, 5]);
  });

  it('keeps a chunk failed, with the new reason, when the check itself fails', async () => {
    const { driver, executor } = await runWithFailures();
    driver.isOnChain = () => {
      throw new Error('429 Too Many Requests');
    };
    await executor.retryFailed();
    expect(driver.sends).toHaveLength(4);
    expect(executor.getSnapshot().job.chunks[1].error?.code).toBe(CLIENT_CODE.TOO_MANY_REQUESTS);
  });

  it('never sends a chunk again while its first send is unresolved', async () => {
    const driver = new ManualDriver();
    const executor = new BatchExecutor(singleLaneJob(1), driver);
    const first = executor.run();
    await settle();
    const second = executor.run();
    const retried = executor.retryFailed();
    await settle();
    expect(second).toBe(first);
    expect(driver.sends).toHaveLength(1);
    expect(driver.checks).toHaveLength(0);
    driver.sends[0].resolve('0xh0');
    await settle();
    driver.waits[0].resolve('confirmed');
    await Promise.all([first, retried]);
    expect(driver.sends).toHaveLength(1);
  });

  it('never checks or sends a failed chunk twice when retries overlap', async () => {
    const { driver, executor } = await runWithFailures();
    const answers: ((isDone: boolean) => void)[] = [];
    driver.checkOnChain = async (chunk, lastTxHash) => {
      driver.checks.push({ chunkId: chunk.id, lastTxHash });
      return new Promise<boolean>((resolve) => answers.push(resolve));
    };
    const firstRetry = executor.retryFailed();
    const secondRetry = executor.retryFailed();
    await settle();
    expect(driver.checks.map((check) => check.chunkId)).toEqual([1, 3]);
    for (const answer of answers) answer(false);
    await settle();
    // One lane: the second resend waits for the first to be out.
    expect(driver.sentChunkIds()).toEqual([0, 1, 2, 3, 1]);
    driver.sends[4].resolve('0xh1b');
    await settle();
    expect(driver.sentChunkIds()).toEqual([0, 1, 2, 3, 1, 3]);
    driver.sends[5].resolve('0xh3b');
    await settle();
    for (const wait of driver.waits.slice(3)) wait.resolve('confirmed');
    await Promise.all([firstRetry, secondRetry]);
    expect(driver.checks).toHaveLength(2);
    expect(driver.sends).toHaveLength(6);
    expect(statuses(executor)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
  });
});

describe('lanes and concurrency', () => {
  /** A chain that answers by itself a few turns later, recording what overlapped. */
  function autoDriver() {
    let inFlight = 0;
    const record = { maxInFlight: 0, laneSends: new Map<string, number[]>(), laneSending: new Set<string>() };
    const driver: BatchDriver = {
      async send(chunk, { nonce }) {
        if (record.laneSending.has(chunk.lane)) throw new Error(`two sends at once in lane ${chunk.lane}`);
        record.laneSending.add(chunk.lane);
        inFlight += 1;
        record.maxInFlight = Math.max(record.maxInFlight, inFlight);
        record.laneSends.set(chunk.lane, [...(record.laneSends.get(chunk.lane) ?? []), chunk.id]);
        await settle();
        record.laneSending.delete(chunk.lane);
        return `0x${chunk.id}-${nonce}`;
      },
      async wait() {
        await settle();
        await settle();
        inFlight -= 1;
        return 'confirmed';
      },
      checkOnChain: async () => false,
      readNonce: async () => 0,
    };
    return { driver, record };
  }

  function manySenderJob(senders: number, chunksPerSender: number): JobState {
    const all = Array.from({ length: senders * chunksPerSender }, (_, index) => ({
      line: index + 1,
      address: `to${index}`,
      amount: 1n,
    }));
    return createJob(all, planChunks(all, { capacity: 1, lane: (row) => `sender${(row.line - 1) % senders}` }));
  }

  it('keeps at most `concurrency` chunks in flight, each lane in order with its own nonces', async () => {
    const { driver, record } = autoDriver();
    const executor = new BatchExecutor(manySenderJob(4, 3), driver, { concurrency: 2 });
    await executor.run();
    expect(record.maxInFlight).toBe(2);
    expect([...record.laneSends.entries()]).toEqual([
      ['sender0', [0, 1, 2]],
      ['sender1', [3, 4, 5]],
      ['sender2', [6, 7, 8]],
      ['sender3', [9, 10, 11]],
    ]);
    const hashes = executor.getSnapshot().job.chunks.map((chunk) => chunk.txHash);
    expect(hashes.slice(0, 3)).toEqual(['0x0-0', '0x1-1', '0x2-2']);
    expect(statuses(executor).every((status) => status === 'confirmed')).toBe(true);
  });

  it('runs different senders in parallel up to the bound', async () => {
    const { driver, record } = autoDriver();
    await new BatchExecutor(manySenderJob(6, 1), driver, { concurrency: 4 }).run();
    expect(record.maxInFlight).toBe(4);
  });
});

describe('pause, cancel and progress events', () => {
  it('pauses after what is in flight and continues on run', async () => {
    const driver = new ManualDriver();
    const executor = new BatchExecutor(singleLaneJob(2), driver);
    const first = executor.run();
    await settle();
    executor.pause();
    driver.sends[0].resolve('0xh0');
    await settle();
    driver.waits[0].resolve('confirmed');
    await first;
    expect(driver.sends).toHaveLength(1);
    expect(statuses(executor)).toEqual(['confirmed', 'pending']);

    const second = executor.run();
    await settle();
    driver.sends[1].resolve('0xh1');
    await settle();
    driver.waits[1].resolve('confirmed');
    await second;
    expect(statuses(executor)).toEqual(['confirmed', 'confirmed']);
  });

  it('aborts the send in progress on cancel', async () => {
    const driver = new ManualDriver();
    const executor = new BatchExecutor(singleLaneJob(2), driver);
    const run = executor.run();
    await settle();
    const { signal } = driver.sends[0].context;
    expect(signal.aborted).toBe(false);
    executor.cancel();
    expect(signal.aborted).toBe(true);
    driver.sends[0].reject(new DOMException('cancelled', 'AbortError'));
    await run;
    expect(statuses(executor)).toEqual(['failed', 'pending']);
  });

  it('tells subscribers each change with counts per row status', async () => {
    const driver = new ManualDriver();
    const executor = new BatchExecutor(singleLaneJob(1, 3), driver);
    const seen: string[] = [];
    const unsubscribe = executor.subscribe(({ counts, isRunning }) => {
      seen.push(`${isRunning ? 'running' : 'idle'} ${counts.pending}/${counts.sent}/${counts.confirmed}`);
    });
    const done = executor.run();
    await settle();
    driver.sends[0].resolve('0xh0');
    await settle();
    driver.waits[0].resolve('confirmed');
    await done;
    unsubscribe();
    await executor.run();
    expect(seen).toEqual(['running 3/0/0', 'running 3/0/0', 'running 0/3/0', 'running 0/0/3', 'idle 0/0/3']);
  });
});

describe('resume after a reload', () => {
  it('awaits a chunk persisted as sent instead of sending it again', async () => {
    const job = singleLaneJob(3);
    job.chunks[0] = { ...job.chunks[0], status: 'confirmed', txHash: '0xh0' };
    job.chunks[1] = { ...job.chunks[1], status: 'sent', txHash: '0xh1' };
    const restored = deserializeJob(JSON.parse(JSON.stringify(serializeJob(job)))) as JobState;
    const driver = new ManualDriver();
    const executor = new BatchExecutor(restored, driver);
    const done = executor.run();
    await settle();
    expect(driver.waits.map((wait) => [wait.chunkId, wait.txHash])).toEqual([[1, '0xh1']]);
    expect(driver.sends).toHaveLength(0);
    driver.waits[0].resolve('confirmed');
    await settle();
    expect(driver.sentChunkIds()).toEqual([2]);
    driver.sends[0].resolve('0xh2');
    await settle();
    driver.waits[1].resolve('confirmed');
    await done;
    expect(statuses(executor)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('treats a send cut off before its hash as possibly broadcast: failed, and checked before any resend', async () => {
    const job = singleLaneJob(2);
    job.chunks[0] = { ...job.chunks[0], isSending: true };
    const driver = new ManualDriver();
    const executor = new BatchExecutor(job, driver);
    expect(executor.getSnapshot().job.chunks[0]).toMatchObject({
      status: 'failed',
      error: { code: CLIENT_CODE.REQUEST_ALREADY_PENDING },
    });
    expect(executor.getSnapshot().job.chunks[0].isSending).toBeUndefined();
    const run = executor.run();
    await settle();
    expect(driver.sentChunkIds()).toEqual([1]);
    driver.sends[0].resolve('0xh1');
    await settle();
    driver.waits[0].resolve('confirmed');
    await run;

    driver.isOnChain = () => true;
    await executor.retryFailed();
    expect(driver.checks).toEqual([{ chunkId: 0, lastTxHash: undefined }]);
    expect(driver.sentChunkIds()).toEqual([1]);
    expect(statuses(executor)).toEqual(['confirmed', 'confirmed']);
  });
});
