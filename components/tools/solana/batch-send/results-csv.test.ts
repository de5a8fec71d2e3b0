import { createJob } from '@/lib/batch/job';
import { solanaSendResultsCsv, solscanTransactionUrl } from './results-csv';

const SIGNATURE = '5'.repeat(88);

describe('solanaSendResultsCsv', () => {
  it('writes the engine’s columns, then each row’s transaction on Solscan', () => {
    const rows = [
      { line: 1, address: 'So11111111111111111111111111111111111111112', amount: 1_500_000_000n },
      { line: 2, address: '=HYPERLINK("x")', amount: 2n },
    ];
    const job = createJob(rows, [
      { id: 0, lane: 'main', rowIndexes: [0], rows: [rows[0]] },
      { id: 1, lane: 'main', rowIndexes: [1], rows: [rows[1]] },
    ]);
    job.chunks[0] = { ...job.chunks[0], status: 'confirmed', txHash: SIGNATURE };
    const lines = solanaSendResultsCsv(job, { locale: 'en', amountDecimals: 9 }).split('\r\n');
    expect(lines).toEqual([
      'line,address,amount,status,txHash,error,solscan',
      `1,So11111111111111111111111111111111111111112,1.5,confirmed,${SIGNATURE},,${solscanTransactionUrl(SIGNATURE)}`,
      // A typed formula is quoted and led by ' as in every export, so no spreadsheet runs it.
      `2,"'=HYPERLINK(""x"")",0.000000002,pending,,,`,
    ]);
  });
});
