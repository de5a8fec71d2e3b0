import type { BatchRow, Chunk, ChunkState, JobState, RowStatus, StatusCounts } from './types';

/** A fresh job: every chunk pending. */
export function createJob(
  rows: readonly BatchRow[],
  chunks: readonly Chunk[],
  meta: Record<string, string> = {},
): JobState {
  return {
    rows: [...rows],
    chunks: chunks.map(({ id, lane, rowIndexes }) => ({ id, lane, rowIndexes, status: 'pending' })),
    meta: { ...meta },
  };
}

/** The chunk a row is sent in, by row position (undefined for rows of no chunk). */
export function chunkOfRows(job: JobState): (ChunkState | undefined)[] {
  const byRow = new Array<ChunkState | undefined>(job.rows.length);
  for (const chunk of job.chunks) {
    for (const index of chunk.rowIndexes) byRow[index] = chunk;
  }
  return byRow;
}

/** Rows per status: a chunk's status counts once for each of its rows. */
export function countStatuses(job: JobState): StatusCounts {
  const counts: StatusCounts = { pending: 0, sent: 0, confirmed: 0, failed: 0, total: 0 };
  for (const chunk of job.chunks) {
    counts[chunk.status] += chunk.rowIndexes.length;
    counts.total += chunk.rowIndexes.length;
  }
  return counts;
}

export function chunkRows(job: JobState, chunk: ChunkState): Chunk {
  return {
    id: chunk.id,
    lane: chunk.lane,
    rowIndexes: chunk.rowIndexes,
    rows: chunk.rowIndexes.map((at) => job.rows[at]),
  };
}

export const ROW_STATUSES: readonly RowStatus[] = ['pending', 'sent', 'confirmed', 'failed'];
