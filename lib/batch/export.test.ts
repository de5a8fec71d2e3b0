import Papa from 'papaparse';
import { CLIENT_CODE } from '@/lib/errors';
import { invalidRowsToCsv, resultsToCsv } from './export';
import { parseText } from './input';
import { createJob } from './job';
import { planChunks } from './plan';
import { validateRows } from './validate';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const C = `0x${'c'.repeat(40)}`;

function parsedCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

describe('resultsToCsv', () => {
  it('writes line, address, exact amount, status, hash and the error in the user language', () => {
    const rows = [
      { line: 2, address: A, amount: 1_500_000n },
      { line: 3, address: B, amount: 1n },
      { line: 4, address: C, amount: 10n ** 30n },
    ];
    const job = createJob(rows, planChunks(rows, { capacity: 1 }));
    job.chunks[0] = { ...job.chunks[0], status: 'confirmed', txHash: '0xh0' };
    job.chunks[1] = {
      ...job.chunks[1],
      status: 'failed',
      txHash: '0xh1',
      error: { code: CLIENT_CODE.EXECUTION_REVERTED, message: 'reverted' },
    };
    expect(parsedCsv(resultsToCsv(job, { locale: 'en', amountDecimals: 6 }))).toEqual([
      ['line', 'address', 'amount', 'status', 'txHash', 'error'],
      ['2', A, '1.5', 'confirmed', '0xh0', ''],
      ['3', B, '0.000001', 'failed', '0xh1', 'The transaction was reverted, please check your balance and parameters'],
      ['4', C, '1000000000000000000000000', 'pending', '', ''],
    ]);
    expect(parsedCsv(resultsToCsv(job, { locale: 'cn', amountDecimals: 6 }))[2][5]).toBe(
      '交易执行失败，请检查余额和参数',
    );
  });
});

describe('invalidRowsToCsv', () => {
  it('lists rows with problems as typed, with the described issues, and defuses formulas', () => {
    const evmLike = (text: string) => (/^0x[0-9a-f]{40}$/.test(text) ? text : undefined);
    const { checked } = validateRows(parseText(`${A},1\n=HYPERLINK("x"),2\n${A},1e5\n${A},3`).rows, {
      address: evmLike,
      amountDecimals: 6,
      duplicates: 'error',
    });
    const csv = invalidRowsToCsv(checked, (issue) =>
      issue.duplicateOf ? `${issue.code} of line ${issue.duplicateOf}` : issue.code,
    );
    expect(parsedCsv(csv)).toEqual([
      ['line', 'input', 'error'],
      ['2', `'=HYPERLINK("x"),2`, 'invalid-address'],
      ['3', `${A},1e5`, 'invalid-amount'],
      ['4', `${A},3`, 'duplicate of line 1'],
    ]);
  });
});
