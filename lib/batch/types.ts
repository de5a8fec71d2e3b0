import type { ErrorCode } from '@/lib/errors';

/** A valid input row: the chain's normalised address and, for tools that move amounts, the amount in base units. */
export interface BatchRow {
  line: number;
  address: string;
  amount?: bigint;
  /** A note the tool carries with the row (a TON comment: RowSchema.note). */
  note?: string;
}

export interface TokenInfo {
  symbol: string;
  decimals: number;
}

/** One transaction's worth of rows. Chunks of one `lane` (one sender) run in order; different lanes may overlap. */
export interface Chunk {
  id: number;
  lane: string;
  /** Positions in the job's rows. */
  rowIndexes: number[];
  rows: BatchRow[];
}

export type RowStatus = 'pending' | 'sent' | 'confirmed' | 'failed';

/** Why a chunk failed: an AppError's code and message (lib/errors), so it is shown in the user's language. */
export interface ChunkFailure {
  code: ErrorCode;
  message: string;
}

/** What the engine records about a chunk; every row of the chunk shares its status. */
export interface ChunkState {
  id: number;
  lane: string;
  rowIndexes: number[];
  status: RowStatus;
  txHash?: string;
  error?: ChunkFailure;
  /**
   * Set while send() runs, before any hash is known. Still set after a reload means the wallet may have broadcast
   * it: such a chunk is never sent again without checkOnChain first.
   */
  isSending?: boolean;
}

/** Everything needed to show, resume and export a batch: never keys (persist.ts refuses them). */
export interface JobState {
  rows: BatchRow[];
  chunks: ChunkState[];
  /** The tool's own context for resuming (chain id, token address…): identifiers only. */
  meta: Record<string, string>;
}

export type StatusCounts = Record<RowStatus, number> & { total: number };
