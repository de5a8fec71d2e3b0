import { toCsv } from '@/lib/batch/csv';
import { chunkOfRows } from '@/lib/batch/job';
import type { ChunkFailure, JobState, RowStatus } from '@/lib/batch/types';
import { formatDecimal } from '@/lib/fees/decimal';
import type { AttemptLog } from './attempts';

/** One row of a run as tables and exports show it: addresses and hashes, never keys. */
export interface RunRow {
  line: number;
  from: string;
  to: string;
  /** Undefined for an "all" row not sent yet. */
  amount: bigint | undefined;
  status: RowStatus;
  txHash: string | undefined;
  error: ChunkFailure | undefined;
}

/**
 * The rows of a job. A collection's rows are its wallets (the destination is in the job's meta); a multi-send's rows
 * are recipients, sent from their lane's wallet. An amount decided at send time, and a hash the engine never heard
 * back (a retry found the transfer on chain), come from the attempt log.
 */
export function runRows(job: JobState, attempts?: AttemptLog): RunRow[] {
  const chunks = chunkOfRows(job);
  // Collections and batch approvals: every row goes to one address of the meta (destination, spender).
  const isCollection = job.meta.tool === 'collection' || job.meta.tool === 'batch-approve';
  return job.rows.map((row, index) => {
    const chunk = chunks[index];
    const attempted = chunk ? attempts?.of(chunk.id).at(-1) : undefined;
    const status = chunk?.status ?? 'pending';
    return {
      line: row.line,
      from: chunk?.lane ?? row.address,
      to: isCollection ? (job.meta.destination ?? '') : row.address,
      amount: row.amount ?? (attempted ? BigInt(attempted.amount) : undefined),
      status,
      txHash: chunk?.txHash ?? (status === 'confirmed' ? attempted?.hash : undefined),
      error: chunk?.error,
    };
  });
}

const UNPARSE_OPTIONS = { escapeFormulae: true, newline: '\r\n' } as const;

/** The results as CSV: line, from, to, amount, status, txHash, error (in the user's words, via `errorText`). */
export function runCsv(
  rows: readonly RunRow[],
  decimals: number,
  errorText: (failure: ChunkFailure) => string,
): string {
  const data = rows.map((row) => [
    row.line,
    row.from,
    row.to,
    row.amount === undefined ? 'all' : formatDecimal(row.amount, decimals),
    row.status,
    row.txHash ?? '',
    row.error ? errorText(row.error) : '',
  ]);
  return toCsv({ fields: ['line', 'from', 'to', 'amount', 'status', 'txHash', 'error'], data }, UNPARSE_OPTIONS);
}
