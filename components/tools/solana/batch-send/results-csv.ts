import Papa from 'papaparse';
import { SOLANA_CHAIN_ID, solanaExplorerLink } from '@/chains/solana';
import { chunkOfRows, type JobState, resultsToCsv } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';

export function solscanTransactionUrl(signature: string): string {
  return solanaExplorerLink(SOLANA_CHAIN_ID, 'tx', signature) ?? '#';
}

/**
 * The engine's results (line, address, amount, status, signature, error) with one more column: the transaction's
 * page on Solscan. The same cells are quoted the same way, so a typed formula never runs in a spreadsheet.
 */
export function solanaSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const parsed = Papa.parse<string[]>(resultsToCsv(job, options), { skipEmptyLines: true });
  const [header, ...data] = parsed.data;
  const chunks = chunkOfRows(job);
  const withLinks = data.map((cells, index) => {
    const signature = chunks[index]?.txHash;
    return [...cells, signature ? solscanTransactionUrl(signature) : ''];
  });
  return Papa.unparse({ fields: [...header, 'solscan'], data: withLinks }, { newline: '\r\n' });
}
