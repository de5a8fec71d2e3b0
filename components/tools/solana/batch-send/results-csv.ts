import { solanaExplorerLink } from '@/chains/solana/explorer';
import { SOLANA_CHAIN_ID } from '@/chains/solana/rpc';
import { toCsv } from '@/lib/batch/csv';
import { resultsTable } from '@/lib/batch/export';
import { chunkOfRows } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import type { Locale } from '@/lib/i18n/config';

export function solscanTransactionUrl(signature: string): string {
  return solanaExplorerLink(SOLANA_CHAIN_ID, 'tx', signature) ?? '#';
}

/**
 * The engine's results (line, address, amount, status, signature, error) with one more column: the transaction's
 * page on Solscan. The same cells are quoted the same way, so a typed formula never runs in a spreadsheet.
 */
export function solanaSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const { fields, data } = resultsTable(job, options);
  const chunks = chunkOfRows(job);
  const withLinks = data.map((cells, index) => {
    const signature = chunks[index]?.txHash;
    return [...cells, signature ? solscanTransactionUrl(signature) : ''];
  });
  return toCsv({ fields: [...fields, 'solscan'], data: withLinks }, { escapeFormulae: true, newline: '\r\n' });
}
