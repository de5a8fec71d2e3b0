import { parseText, rowsToText } from './input';
import { checkAmount, mergeDuplicateRows, type RowSchema, validateRows, withoutExcludedRows } from './validate';

/** A stand-in chain: 0x + 40 hex, normalised to lowercase. */
const evmLike = (text: string) => (/^0x[0-9a-f]{40}$/i.test(text) ? text.toLowerCase() : undefined);
const SEND: RowSchema = { address: evmLike, amountDecimals: 6, duplicates: 'error' };
const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const C = `0x${'c'.repeat(40)}`;

function validate(text: string, schema: RowSchema = SEND) {
  return validateRows(parseText(text).rows, schema);
}

describe('checkAmount', () => {
  it.each([
    ['1000.5', 1_000_500_000n],
    ['.5', 500_000n],
    ['0.5', 500_000n],
    ['0.000001', 1n],
    ['1.50000000', 1_500_000n],
    ['007', 7_000_000n],
  ])('accepts %s', (text, amount) => {
    expect(checkAmount(text, 6)).toEqual({ amount });
  });

  it.each([
    ['1e5', 'invalid-amount'],
    ['1,000.5', 'invalid-amount'],
    ['+1', 'invalid-amount'],
    ['5.', 'invalid-amount'],
    ['0x10', 'invalid-amount'],
    ['1 000', 'invalid-amount'],
    ['abc', 'invalid-amount'],
    ['0.0000001', 'too-many-decimals'],
    ['-1', 'negative-or-zero'],
    ['-0.5', 'negative-or-zero'],
    ['0', 'negative-or-zero'],
    ['0.000', 'negative-or-zero'],
  ])('rejects %s as %s', (text, issue) => {
    expect(checkAmount(text, 6)).toEqual({ issue });
  });
});

describe('validateRows', () => {
  it('gives each problem its line number, as codes', () => {
    const result = validate(`# list\n${A},1\n\nnot-an-address,2\n${B},1e5\n${C}\n${B},-3\n${C},0.0000001,x`);
    const problems = result.checked.filter((entry) => entry.issues.length > 0);
    expect(problems.map(({ line, issues }) => ({ line, codes: issues.map((issue) => issue.code) }))).toEqual([
      { line: 4, codes: ['invalid-address'] },
      { line: 5, codes: ['invalid-amount'] },
      { line: 6, codes: ['missing-column'] },
      { line: 7, codes: ['negative-or-zero'] },
      { line: 8, codes: ['too-many-columns', 'too-many-decimals'] },
    ]);
    expect(result.rows).toEqual([{ line: 2, address: A, amount: 1_000_000n }]);
  });

  it('flags a repeated normalised address with the line it repeats', () => {
    const result = validate(`${A},1\n${B},2\n${A.toUpperCase().replace('0X', '0x')},3`);
    expect(result.checked[2].issues).toEqual([{ code: 'duplicate', duplicateOf: 1 }]);
    expect(result.checked[2].isExcluded).toBe(true);
    expect(result.rows.map((row) => row.line)).toEqual([1, 2]);
  });

  it('lets a duplicate run when the tool treats it as a warning', () => {
    const result = validate(`${A},1\n${A},2`, { ...SEND, duplicates: 'warning' });
    expect(result.checked[1]).toMatchObject({ isExcluded: false, issues: [{ code: 'duplicate', duplicateOf: 1 }] });
    expect(result.rows).toHaveLength(2);
    expect(result.amountTotal).toBe(3_000_000n);
  });

  it('counts duplicates only against rows that run, so removing invalid rows keeps the address', () => {
    const result = validate(`${A},bad\n${A},2`);
    expect(result.checked[1].issues).toEqual([]);
    expect(result.rows).toEqual([{ line: 2, address: A, amount: 2_000_000n }]);
  });

  it('validates address-only lists and rejects a second column there', () => {
    const schema: RowSchema = { address: evmLike, duplicates: 'warning' };
    const result = validate(`${A}\n${B},1`, schema);
    expect(result.rows).toEqual([{ line: 1, address: A }]);
    expect(result.checked[1].issues).toEqual([{ code: 'too-many-columns' }]);
  });

  it('names the row limit when there are more rows to run than allowed', () => {
    expect(validate(`${A},1\n${B},1\n${C},1`, { ...SEND, maxRows: 2 }).limitError).toEqual({
      code: 'too-many-rows',
      limit: 2,
    });
    expect(validate(`${A},1\n${B},1`, { ...SEND, maxRows: 2 }).limitError).toBeUndefined();
  });

  it('sums amounts exactly where floats would not', () => {
    const result = validate(`${A},0.1\n${B},0.2\n${C},0.000001`);
    expect(result.amountTotal).toBe(300_001n);
    const eighteen = validateRows(
      [
        { line: 1, columns: [A, '0.1'] },
        { line: 2, columns: [B, '0.2'] },
      ],
      { ...SEND, amountDecimals: 18 },
    );
    expect(eighteen.amountTotal).toBe(300_000_000_000_000_000n);
  });

  it('checks 5,000 rows, keeping every line number', () => {
    const address = (index: number) => `0x${index.toString(16).padStart(40, '0')}`;
    const lines = Array.from({ length: 5000 }, (_, index) => `${address(index)},${index + 1}.000001`);
    lines[1233] = `${address(7)},1`; // a duplicate of the row on line 9 (header is line 1)
    lines[4000] = `${address(4000)},1.0000001`;
    const result = validate(['address,amount', ...lines].join('\n'));
    expect(result.checked).toHaveLength(5000);
    expect(result.rows).toHaveLength(4998);
    const problems = result.checked.filter((entry) => entry.issues.length > 0);
    expect(problems.map(({ line, issues }) => [line, issues])).toEqual([
      [1235, [{ code: 'duplicate', duplicateOf: 9 }]],
      [4002, [{ code: 'too-many-decimals' }]],
    ]);
    const expectedTotal =
      (BigInt(5000 * 5001) / 2n) * 1_000_000n + 5000n - (1234n * 1_000_000n + 1n) - (4001n * 1_000_000n + 1n);
    expect(result.amountTotal).toBe(expectedTotal);
  });
});

describe('fixing the input', () => {
  it('drops the rows left out, as typed, numbered from 1 again', () => {
    const result = validate(`${A},1\nbad,2\n${B},2.50\n${A},3`);
    expect(rowsToText({ header: null, rows: withoutExcludedRows(result) })).toBe(`${A},1\n${B},2.50`);
  });

  it('folds duplicates into their first row with exact sums, leaving broken rows for the user', () => {
    const schema: RowSchema = { ...SEND, duplicates: 'warning' };
    const result = validate(`${A},0.1\n${B},1\nbad,2\n${A},0.2\n${A},0.000001`, schema);
    const merged = mergeDuplicateRows(result, schema);
    expect(merged).toEqual([
      { line: 1, columns: [A, '0.300001'] },
      { line: 2, columns: [B, '1'] },
      { line: 3, columns: ['bad', '2'] },
    ]);
  });

  it('keeps one of each address in address-only lists', () => {
    const schema: RowSchema = { address: evmLike, duplicates: 'warning' };
    const result = validate(`${A}\n${B}\n${A}`, schema);
    expect(mergeDuplicateRows(result, schema).map((row) => row.columns)).toEqual([[A], [B]]);
  });
});

describe('notes after the amount (RowSchema.note)', () => {
  const schema: RowSchema = { address: evmLike, amountDecimals: 6, duplicates: 'warning', note: { maxLength: 14 } };

  it('joins the cells after the amount into the row note, and refuses one too long', () => {
    const result = validate(`${A},1,thanks for all\n${B} 2\n${C},3,${'x'.repeat(15)}`, schema);
    expect(result.rows.map((row) => [row.line, row.note])).toEqual([
      [1, 'thanks for all'],
      [2, undefined],
    ]);
    expect(result.checked[2].issues).toEqual([{ code: 'note-too-long' }]);
  });

  it('keeps a third column an error without notes', () => {
    const result = validate(`${A},1,hello`, { ...schema, note: undefined });
    expect(result.checked[0].issues).toEqual([{ code: 'too-many-columns' }]);
  });
});
