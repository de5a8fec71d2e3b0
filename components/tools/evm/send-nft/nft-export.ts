import { toCsv } from '@/lib/batch/csv';
import { resultsTable } from '@/lib/batch/export';
import type { JobState } from '@/lib/batch/types';
import type { Locale } from '@/lib/i18n/config';

/** Every row with its outcome: line, recipient, token id, amount, status, transaction, error (user's language). */
export function nftResultsToCsv(job: JobState, locale: Locale): string {
  const { data } = resultsTable(job, { locale, amountDecimals: 0 });
  const rows = data.map(([line, recipient, amount, ...rest], index) => [
    line,
    recipient,
    job.rows[index]?.note ?? '',
    amount,
    ...rest,
  ]);
  return toCsv(
    { fields: ['line', 'recipient', 'tokenId', 'amount', 'status', 'txHash', 'error'], data: rows },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
