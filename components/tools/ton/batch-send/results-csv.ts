import { toCsv } from '@/lib/batch/csv';
import { resultsTable } from '@/lib/batch/export';
import { chunkOfRows } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import type { Locale } from '@/lib/i18n/config';

import { tonviewerTransactionUrl } from '../shared/tonviewer';

/** A request on Tonviewer, by its external message's hash (Tonviewer finds a transaction by its message too). */
export { tonviewerTransactionUrl };

/**
 * The engine's results with each row's comment and its request on Tonviewer (typed formulae quoted, never run; written
 * by lib/batch/csv, so the page loads no papaparse).
 */
export function tonSendResultsCsv(job: JobState, options: { locale: Locale; amountDecimals: number }): string {
  const { fields, data } = resultsTable(job, options);
  const chunks = chunkOfRows(job);
  const rows = data.map((cells, index) => {
    const hash = chunks[index]?.txHash;
    return [...cells, job.rows[index]?.note ?? '', hash ? tonviewerTransactionUrl(hash) : ''];
  });
  return toCsv({ fields: [...fields, 'comment', 'tonviewer'], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}
