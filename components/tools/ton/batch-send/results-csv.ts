import Papa from 'papaparse';
import { chunkOfRows, type JobState, resultsToCsv } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';

import { tonviewerTransactionUrl } from '../shared/tonviewer';

/** A request on Tonviewer, by its external message's hash (Tonviewer finds a transaction by its message too). */
export { tonviewerTransactionUrl };

/** The engine's results with each row's comment and its request on Tonviewer. */
export function tonSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const parsed = Papa.parse<string[]>(resultsToCsv(job, options), { skipEmptyLines: true });
  const [header, ...data] = parsed.data;
  const chunks = chunkOfRows(job);
  const rows = data.map((cells, index) => {
    const hash = chunks[index]?.txHash;
    return [...cells, job.rows[index]?.note ?? '', hash ? tonviewerTransactionUrl(hash) : ''];
  });
  return Papa.unparse({ fields: [...header, 'comment', 'tonviewer'], data: rows }, { newline: '\r\n' });
}
