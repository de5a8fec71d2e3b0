import { toCsv } from '@/lib/batch/csv';
import { chunkOfRows } from '@/lib/batch/job';
import type { ChunkFailure, JobState, RowStatus } from '@/lib/batch/types';
import type { AttemptLog } from '../key-batch/attempts';
import { parseRowNote } from './collection-nft-plan';

/** One token of a sweep as the table and the export show it: addresses, ids and hashes, never keys. */
export interface NftRunRow {
  line: number;
  from: string;
  to: string;
  contract: string;
  standard: string;
  tokenId: string;
  amount: string;
  status: RowStatus;
  txHash: string | undefined;
  error: ChunkFailure | undefined;
}

/** The rows of an NFT sweep's job; a hash the engine never heard back (a retry found it on chain) from the log. */
export function nftRunRows(job: JobState, attempts?: AttemptLog): NftRunRow[] {
  const chunks = chunkOfRows(job);
  return job.rows.map((row, index) => {
    const chunk = chunks[index];
    const token = parseRowNote(row.note);
    const attempted = chunk ? attempts?.of(chunk.id).at(-1) : undefined;
    const status = chunk?.status ?? 'pending';
    return {
      line: row.line,
      from: chunk?.lane ?? row.address,
      to: job.meta.destination ?? '',
      contract: token.contract,
      standard: token.standard === 'erc721' ? 'ERC-721' : 'ERC-1155',
      tokenId: token.tokenId.toString(),
      amount: (row.amount ?? 1n).toString(),
      status,
      txHash: chunk?.txHash ?? (status === 'confirmed' ? attempted?.hash : undefined),
      error: chunk?.error,
    };
  });
}

const FIELDS = ['line', 'from', 'to', 'contract', 'standard', 'tokenId', 'amount', 'status', 'txHash', 'error'];

/** The results as CSV, one line per token, errors in the user's words. */
export function nftRunCsv(rows: readonly NftRunRow[], errorText: (failure: ChunkFailure) => string): string {
  const data = rows.map((row) => [
    row.line,
    row.from,
    row.to,
    row.contract,
    row.standard,
    row.tokenId,
    row.amount,
    row.status,
    row.txHash ?? '',
    row.error ? errorText(row.error) : '',
  ]);
  return toCsv({ fields: FIELDS, data }, { escapeFormulae: true, newline: '\r\n' });
}
