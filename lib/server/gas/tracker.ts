import { createPublicClient, http } from 'viem';
import { EVM_CHAINS } from '@/chains/evm/chains';
import { evmRpcUrl } from '@/chains/evm/public-client';
import {
  FEE_HISTORY_BLOCKS,
  FEE_PERCENTILES,
  type FeeHistory,
  type GasReading,
  gasReadingFromFeeHistory,
} from './fees';

/** How long one read of a chain serves every visitor: the page's refresh interval too. */
export const GAS_CACHE_TTL_MS = 15_000;

/** One chain's latest figures as the tracker holds them. */
export interface ChainGasState {
  chainId: number;
  /** The last good reading (kept through a failed read, then marked stale). */
  reading: GasReading | undefined;
  /** When `reading` was taken (ms since the epoch). */
  readAt: number | undefined;
  /** The last read failed; `reading`, if any, is older than the cache's life. */
  isStale: boolean;
  error: string | undefined;
}

export type FeeHistoryReader = (chainId: number) => Promise<FeeHistory>;

export interface GasTrackerOptions {
  chainIds?: readonly number[];
  readFeeHistory?: FeeHistoryReader;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  state: ChainGasState;
  /** When the last read (good or failed) finished: a failing RPC is asked once per TTL too, not once per visitor. */
  settledAt: number | undefined;
  inFlight: Promise<void> | undefined;
}

/**
 * A gas read gives up sooner than the app's other reads (5 s, one retry): the history job shares the job runner with
 * payment checks, and a page waits for it, so an unreachable RPC must not hold either for long.
 */
const GAS_RPC_TIMEOUT_MS = 5_000;
const GAS_RPC_RETRY_COUNT = 1;

/**
 * One eth_feeHistory call gives the base fee, the tips at every percentile and the block: all the page shows. The
 * RPC is CHAIN_RPC_<chainId> when set, else the chain's public endpoint, looked up at each call.
 */
export const readFeeHistoryFromRpc: FeeHistoryReader = (chainId) =>
  createPublicClient({
    transport: http(evmRpcUrl(chainId), { timeout: GAS_RPC_TIMEOUT_MS, retryCount: GAS_RPC_RETRY_COUNT }),
  }).getFeeHistory({
    blockCount: FEE_HISTORY_BLOCKS,
    blockTag: 'latest',
    rewardPercentiles: [...FEE_PERCENTILES],
  });

/**
 * Gas figures of every registry chain, read by the server and shared by all visitors: at most one upstream call per
 * chain per TTL, however many requests come; requests arriving while a read is under way wait for that read. Each app
 * instance keeps its own (a few numbers per chain); N instances make N calls per chain per TTL.
 */
export class GasTracker {
  readonly chainIds: readonly number[];
  private readonly readFeeHistory: FeeHistoryReader;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly entries = new Map<number, Entry>();
  /** Upstream calls made, per chain: the bench and the tests count them. */
  readonly upstreamCalls = new Map<number, number>();

  constructor(options: GasTrackerOptions = {}) {
    this.chainIds = options.chainIds ?? EVM_CHAINS.map((chain) => chain.chainId);
    this.readFeeHistory = options.readFeeHistory ?? readFeeHistoryFromRpc;
    this.ttlMs = options.ttlMs ?? GAS_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  async read(chainId: number): Promise<ChainGasState> {
    const entry = this.entryOf(chainId);
    const isFresh = entry.settledAt !== undefined && this.now() - entry.settledAt < this.ttlMs;
    if (!isFresh) {
      entry.inFlight ??= this.refresh(chainId, entry).finally(() => {
        entry.inFlight = undefined;
      });
      await entry.inFlight;
    }
    return entry.state;
  }

  readAll(): Promise<ChainGasState[]> {
    return Promise.all(this.chainIds.map((chainId) => this.read(chainId)));
  }

  /** What is held now, without reading (a chain never read yet has no reading). */
  peekAll(): ChainGasState[] {
    return this.chainIds.map((chainId) => this.entryOf(chainId).state);
  }

  totalUpstreamCalls(): number {
    let total = 0;
    for (const count of this.upstreamCalls.values()) total += count;
    return total;
  }

  private entryOf(chainId: number): Entry {
    let entry = this.entries.get(chainId);
    if (!entry) {
      const state = { chainId, reading: undefined, readAt: undefined, isStale: false, error: undefined };
      entry = { state, settledAt: undefined, inFlight: undefined };
      this.entries.set(chainId, entry);
    }
    return entry;
  }

  /** Never throws: a failure is kept on the state, beside the last good reading. */
  private async refresh(chainId: number, entry: Entry): Promise<void> {
    this.upstreamCalls.set(chainId, (this.upstreamCalls.get(chainId) ?? 0) + 1);
    try {
      const reading = gasReadingFromFeeHistory(chainId, await this.readFeeHistory(chainId));
      entry.state = { chainId, reading, readAt: this.now(), isStale: false, error: undefined };
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      entry.state = { ...entry.state, isStale: entry.state.reading !== undefined, error: message };
    } finally {
      entry.settledAt = this.now();
    }
  }
}

let shared: GasTracker | undefined;

/** The process's tracker: the page, the API and the history job all read through it. */
export function gasTracker(): GasTracker {
  shared ??= new GasTracker();
  return shared;
}
