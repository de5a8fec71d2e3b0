import { SUI_CHAIN_ID } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { toCsv } from '@/lib/batch/csv';
import { resultsTable } from '@/lib/batch/export';
import { chunkOfRows } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import type { Locale } from '@/lib/i18n/config';

export function suiscanTransactionUrl(digest: string): string {
  return suiExplorerLink(SUI_CHAIN_ID, 'tx', digest) ?? '#';
}

/**
 * The engine's results (line, address, amount, status, digest, error) with one more column: the PTB's page on
 * Suiscan. Written without papaparse (lib/batch/csv), formulae quoted as everywhere.
 */
export function suiSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const { fields, data } = resultsTable(job, options);
  const chunks = chunkOfRows(job);
  const withLinks = data.map((cells, index) => {
    const digest = chunks[index]?.txHash;
    return [...cells, digest ? suiscanTransactionUrl(digest) : ''];
  });
  return toCsv({ fields: [...fields, 'suiscan'], data: withLinks }, { escapeFormulae: true, newline: '\r\n' });
}
