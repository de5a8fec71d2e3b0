import { parseBulkLines } from './monitor-bulk';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const MIXED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** MIXED with one letter's case flipped: mixed case whose EIP-55 checksum is wrong. */
const WRONG_CHECKSUM = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('parseBulkLines', () => {
  it('reads one address a line with an optional label, skipping blank lines', () => {
    const parsed = parseBulkLines(`  ${A}  \r\n\n${MIXED.toLowerCase()}， 热钱包 \n${B}\tHot, two`);
    expect(parsed.issues).toEqual([]);
    expect(parsed.lines).toEqual([
      { line: 1, address: A, label: '' },
      { line: 3, address: MIXED, label: '热钱包' },
      { line: 4, address: B, label: 'Hot, two' },
    ]);
  });

  it('names bad lines by number: format, checksum, long label, duplicates', () => {
    const long = `${MIXED},${'x'.repeat(65)}`;
    const upper = A.toUpperCase().replace('0X', '0x');
    const parsed = parseBulkLines([`${A},a`, 'hello', WRONG_CHECKSUM, long, upper].join('\n'));
    expect(parsed.lines).toEqual([{ line: 1, address: A, label: 'a' }]);
    expect(parsed.issues).toEqual([
      { line: 2, input: 'hello', issue: 'format' },
      { line: 3, input: WRONG_CHECKSUM, issue: 'checksum' },
      { line: 4, input: long, issue: 'label' },
      { line: 5, input: upper, issue: 'duplicate', firstLine: 1 },
    ]);
  });
});
