import { APTOS_CHAIN_ID } from '@/chains/aptos/chain';
import { aptosExplorerLink } from '@/chains/aptos/explorer';
import { toCsv } from '@/lib/batch/csv';
import { resultsTable } from '@/lib/batch/export';
import { chunkOfRows } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import type { Locale } from '@/lib/i18n/config';

export function aptosTransactionUrl(hash: string): string {
  return aptosExplorerLink(APTOS_CHAIN_ID, 'tx', hash) ?? '#';
}

/** The engine's results (line, address, amount, status, hash, error) and the transaction's Aptos Explorer page. */
export function aptosSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const { fields, data } = resultsTable(job, options);
  const chunks = chunkOfRows(job);
  const withLinks = data.map((cells, index) => {
    const hash = chunks[index]?.txHash;
    return [...cells, hash ? aptosTransactionUrl(hash) : ''];
  });
  return toCsv({ fields: [...fields, 'explorer'], data: withLinks }, { escapeFormulae: true, newline: '\r\n' });
}
