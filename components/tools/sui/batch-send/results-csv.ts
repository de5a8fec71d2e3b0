import Papa from 'papaparse';
import { SUI_CHAIN_ID } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { chunkOfRows, type JobState, resultsToCsv } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';

export function suiscanTransactionUrl(digest: string): string {
  return suiExplorerLink(SUI_CHAIN_ID, 'tx', digest) ?? '#';
}

/** The engine's results with one more column: each row's PTB on Suiscan. */
export function suiSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const parsed = Papa.parse<string[]>(resultsToCsv(job, options), { skipEmptyLines: true });
  const [header, ...data] = parsed.data;
  const chunks = chunkOfRows(job);
  const withLinks = data.map((cells, index) => {
    const digest = chunks[index]?.txHash;
    return [...cells, digest ? suiscanTransactionUrl(digest) : ''];
  });
  return Papa.unparse({ fields: [...header, 'suiscan'], data: withLinks }, { newline: '\r\n' });
}
