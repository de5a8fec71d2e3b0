import { TRON_CHAIN_ID } from '@/chains/tron/chain';
import { tronExplorerLink } from '@/chains/tron/explorer';
import { toCsv } from '@/lib/batch/csv';
import { resultsTable } from '@/lib/batch/export';
import { chunkOfRows } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import type { Locale } from '@/lib/i18n/config';

export function tronscanTransactionUrl(txId: string): string {
  return tronExplorerLink(TRON_CHAIN_ID, 'tx', txId) ?? '#';
}

/** The engine's results with one more column: each row's transaction on Tronscan (typed formulae quoted, never run). */
export function tronSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const { fields, data } = resultsTable(job, options);
  const chunks = chunkOfRows(job);
  const withLinks = data.map((cells, index) => {
    const txId = chunks[index]?.txHash;
    return [...cells, txId ? tronscanTransactionUrl(txId) : ''];
  });
  return toCsv({ fields: [...fields, 'tronscan'], data: withLinks }, { escapeFormulae: true, newline: '\r\n' });
}
