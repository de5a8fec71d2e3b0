import { AppError, CLIENT_CODE, toAppError } from '@/lib/errors';
import { mapBounded } from './bounded';
import { chunkRows, countStatuses } from './job';
import type { Chunk, ChunkState, JobState, StatusCounts } from './types';

export interface SendContext {
  /** The lane's next nonce when the tool reads nonces (readNonce); undefined otherwise. */
  nonce: number | undefined;
  /** Aborted by cancel(). */
  signal: AbortSignal;
}

export type TxOutcome = 'confirmed' | 'failed';

/** The chain-specific steps a tool supplies; the engine owns the order, the statuses and the recovery. */
export interface BatchDriver {
  /** Signs and broadcasts one chunk's transaction; resolves with its hash. */
  send(chunk: Chunk, context: SendContext): Promise<string>;
  /** Resolves once the transaction is final, 'failed' when it reverted or was dropped; throws when it cannot tell. */
  wait(txHash: string, chunk: Chunk): Promise<TxOutcome>;
  /**
   * Asked before a failed chunk is sent again: true when its effect is already on chain (lastTxHash confirmed, or
   * the transfers arrived). While an earlier transaction may still land, throw rather than answer false.
   */
  checkOnChain(chunk: Chunk, lastTxHash: string | undefined): Promise<boolean>;
  /** The sender's next nonce, on chains with nonces: read at a lane's first send and again after any failure. */
  readNonce?(lane: string): Promise<number>;
}

export interface ExecutorOptions {
  /** Chunks sending or awaiting confirmation at once. 1 (the default) for one wallet: its nonces are sequential. */
  concurrency?: number;
}

export interface ExecutorSnapshot {
  job: JobState;
  counts: StatusCounts;
  isRunning: boolean;
}

type Listener = (snapshot: ExecutorSnapshot) => void;

function failureOf(error: unknown): ChunkState['error'] {
  const appError = toAppError(error);
  return { code: appError.code, message: appError.message };
}

/**
 * A send that was under way when the page went away may have been broadcast without its hash being recorded: it
 * becomes a failure ("check your wallet"), so it is only retried through checkOnChain, never blindly re-sent.
 */
function settleInterrupted(chunk: ChunkState): ChunkState {
  if (!chunk.isSending && !(chunk.status === 'sent' && !chunk.txHash)) return chunk;
  const { isSending: _interrupted, ...rest } = chunk;
  return { ...rest, status: 'failed', error: failureOf(new AppError(CLIENT_CODE.REQUEST_ALREADY_PENDING)) };
}

/**
 * Runs a job's chunks: lanes (senders) in parallel up to `concurrency` chunks in flight, each lane's chunks in order
 * with its nonce counted locally. A chunk is in at most one send, wait or check at any time.
 */
export class BatchExecutor {
  private job: JobState;
  private snapshot: ExecutorSnapshot;
  private readonly concurrency: number;
  private readonly listeners = new Set<Listener>();
  /** Chunks being sent, awaited or checked: nothing else may touch them. */
  private readonly busy = new Set<number>();
  private readonly sendingLanes = new Set<string>();
  private readonly nonces = new Map<string, number>();
  private readonly positions: Map<number, number>;
  private inFlight = 0;
  private checking = 0;
  private isStopped = false;
  private abortController = new AbortController();
  private runPromise: Promise<void> | undefined;
  private finishRun: (() => void) | undefined;

  constructor(
    job: JobState,
    private readonly driver: BatchDriver,
    options: ExecutorOptions = {},
  ) {
    this.job = { ...job, chunks: job.chunks.map(settleInterrupted) };
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
    this.positions = new Map(this.job.chunks.map((chunk, index) => [chunk.id, index]));
    this.snapshot = this.makeSnapshot();
  }

  getSnapshot = (): ExecutorSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * Sends the pending chunks and awaits the sent ones (after a reload too); resolves when nothing is left in flight.
   * Calling it while running joins the current run.
   */
  run(): Promise<void> {
    this.isStopped = false;
    if (!this.runPromise) {
      this.runPromise = new Promise((resolve) => {
        this.finishRun = resolve;
      });
      this.emit();
    }
    const current = this.runPromise;
    this.schedule();
    return current;
  }

  /** Starts nothing new; what is in flight finishes. run() continues. */
  pause(): void {
    this.isStopped = true;
    this.schedule();
  }

  /** Like pause, and aborts sends in progress (the tool's send sees `signal`); they fail and retry checks first. */
  cancel(): void {
    this.abortController.abort();
    this.abortController = new AbortController();
    this.pause();
  }

  /** Each failed chunk: confirmed if checkOnChain finds it done, else pending again; then runs the job. */
  async retryFailed(): Promise<void> {
    const failed = this.job.chunks.filter((chunk) => chunk.status === 'failed' && !this.busy.has(chunk.id));
    for (const chunk of failed) this.busy.add(chunk.id);
    this.checking += 1;
    this.emit();
    try {
      await mapBounded(failed, this.concurrency, async ({ id, txHash }) => {
        try {
          const isDone = await this.driver.checkOnChain(chunkRows(this.job, this.chunk(id)), txHash);
          this.update(
            id,
            isDone
              ? { status: 'confirmed', error: undefined }
              : { status: 'pending', error: undefined, txHash: undefined },
          );
        } catch (error) {
          this.update(id, { error: failureOf(error) });
        } finally {
          this.busy.delete(id);
        }
      });
    } finally {
      this.checking -= 1;
      this.emit();
    }
    return this.run();
  }

  private chunk(id: number): ChunkState {
    return this.job.chunks[this.positions.get(id) as number];
  }

  private schedule(): void {
    if (!this.isStopped) {
      // A lane's chunks go in order: its first pending chunk may start, and only while no send of the lane runs.
      const blockedLanes = new Set(this.sendingLanes);
      for (const chunk of this.job.chunks) {
        if (this.inFlight >= this.concurrency) break;
        if (this.busy.has(chunk.id)) continue;
        if (chunk.status === 'sent' && chunk.txHash)
          this.start(chunk, () => this.awaitOutcome(chunk.id, chunk.txHash as string));
        else if (chunk.status === 'pending' && !blockedLanes.has(chunk.lane)) {
          blockedLanes.add(chunk.lane);
          this.sendingLanes.add(chunk.lane);
          this.start(chunk, () => this.sendAndWait(chunk.id));
        } else if (chunk.status === 'pending') blockedLanes.add(chunk.lane);
      }
    }
    if (this.inFlight === 0 && this.runPromise) {
      const finish = this.finishRun;
      this.runPromise = undefined;
      this.finishRun = undefined;
      this.emit();
      finish?.();
    }
  }

  private start(chunk: ChunkState, work: () => Promise<void>): void {
    this.busy.add(chunk.id);
    this.inFlight += 1;
    void work().finally(() => {
      this.busy.delete(chunk.id);
      this.inFlight -= 1;
      this.schedule();
    });
  }

  private async sendAndWait(id: number): Promise<void> {
    const { lane } = this.chunk(id);
    this.update(id, { isSending: true });
    let txHash: string;
    try {
      const nonce = this.nonces.get(lane) ?? (await this.driver.readNonce?.(lane));
      txHash = await this.driver.send(chunkRows(this.job, this.chunk(id)), {
        nonce,
        signal: this.abortController.signal,
      });
      if (nonce !== undefined) this.nonces.set(lane, nonce + 1);
    } catch (error) {
      this.nonces.delete(lane);
      this.update(id, { status: 'failed', isSending: undefined, error: failureOf(error) });
      return;
    } finally {
      this.sendingLanes.delete(lane);
    }
    this.update(id, { status: 'sent', isSending: undefined, txHash, error: undefined });
    // With slots to spare, the lane's next chunk may go out while this one confirms (its nonce is already counted).
    this.schedule();
    await this.awaitOutcome(id, txHash);
  }

  private async awaitOutcome(id: number, txHash: string): Promise<void> {
    try {
      const outcome = await this.driver.wait(txHash, chunkRows(this.job, this.chunk(id)));
      if (outcome === 'confirmed') {
        this.update(id, { status: 'confirmed', error: undefined });
        return;
      }
      this.update(id, { status: 'failed', error: failureOf(new AppError(CLIENT_CODE.EXECUTION_REVERTED)) });
    } catch (error) {
      this.update(id, { status: 'failed', error: failureOf(error) });
    }
    this.nonces.delete(this.chunk(id).lane);
  }

  private update(id: number, patch: Partial<ChunkState>): void {
    const position = this.positions.get(id) as number;
    const chunks = [...this.job.chunks];
    chunks[position] = { ...chunks[position], ...patch };
    this.job = { ...this.job, chunks };
    this.emit();
  }

  private makeSnapshot(): ExecutorSnapshot {
    return {
      job: this.job,
      counts: countStatuses(this.job),
      isRunning: this.runPromise !== undefined || this.checking > 0,
    };
  }

  /** A failing listener (a full localStorage) must not cut a send off from its wait: its error surfaces apart. */
  private emit(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) {
      try {
        listener(this.snapshot);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
