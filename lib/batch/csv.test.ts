import Papa from 'papaparse';
import { type CsvCell, toCsv } from './csv';

/** Cells that exercise every rule: formulas, quotes, separators, line breaks, spaces at the ends, a BOM, numbers. */
const CELLS: CsvCell[] = [
  '',
  'plain',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '=SUM(A1:A2)',
  '+1',
  '-1',
  '@cmd',
  '\tTab',
  '\rCarriage',
  '=a\nb',
  'say "hi"',
  'a,b',
  'a;b',
  'line\nbreak',
  ' leading',
  'trailing ',
  '\uFEFFbom',
  "'quoted",
  '12.5',
  42,
  -7,
  10n ** 30n,
  true,
  null,
  undefined,
];

function rows(seed: number, count: number, width: number): CsvCell[][] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return CELLS[state % CELLS.length];
  };
  return Array.from({ length: count }, () => Array.from({ length: width }, next));
}

describe('toCsv', () => {
  it.each([
    ['formulas escaped, CRLF', { escapeFormulae: true, newline: '\r\n' }],
    ['formulas as typed, CRLF', { newline: '\r\n' }],
  ] as const)('writes what papaparse writes (%s)', (_name, options) => {
    const fields = ['line', 'address', 'amount', 'status', '=header'];
    for (const seed of [1, 2, 3, 4, 5]) {
      const data = rows(seed, 40, fields.length);
      expect(toCsv({ fields, data }, options)).toBe(Papa.unparse({ fields, data }, options));
    }
    expect(toCsv({ fields, data: [] }, options)).toBe(Papa.unparse({ fields, data: [] }, options));
  });

  it('quotes a formula so a spreadsheet shows it as text', () => {
    expect(toCsv({ fields: ['a'], data: [['=1+1']] }, { escapeFormulae: true })).toBe('a\r\n"\'=1+1"');
  });
});
