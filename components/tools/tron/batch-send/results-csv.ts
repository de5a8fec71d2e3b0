import Papa from 'papaparse';
import { TRON_CHAIN_ID } from '@/chains/tron/chain';
import { tronExplorerLink } from '@/chains/tron/explorer';
import { chunkOfRows, type JobState, resultsToCsv } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';

export function tronscanTransactionUrl(txId: string): string {
  return tronExplorerLink(TRON_CHAIN_ID, 'tx', txId) ?? '#';
}

/** The engine's results with one more column: each row's transaction on Tronscan. */
export function tronSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const parsed = Papa.parse<string[]>(resultsToCsv(job, options), { skipEmptyLines: true });
  const [header, ...data] = parsed.data;
  const chunks = chunkOfRows(job);
  const withLinks = data.map((cells, index) => {
    const txId = chunks[index]?.txHash;
    return [...cells, txId ? tronscanTransactionUrl(txId) : ''];
  });
  return Papa.unparse({ fields: [...header, 'tronscan'], data: withLinks }, { newline: '\r\n' });
}
