import { type AbiFunction, decodeFunctionData, parseAbi, parseAbiItem } from 'viem';
import { parseAbiText, writeFunctions } from './abi';
import { pairCalls, parseCallRows } from './call-rows';
import { splitCells } from './cells';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function fn(signature: string): AbiFunction {
  return parseAbiItem(signature) as AbiFunction;
}

describe('splitCells', () => {
  it('splits at commas, tabs and semicolons, but not inside JSON brackets or quotes', () => {
    expect(splitCells('1, 2;3\t4')).toEqual(['1', '2', '3', '4']);
    expect(splitCells(`[1,2], {"a":"x,y"}, "q, uoted ""x""", ["a,b"]`)).toEqual([
      '[1,2]',
      '{"a":"x,y"}',
      'q, uoted "x"',
      '["a,b"]',
    ]);
    expect(splitCells('a,,')).toEqual(['a', '', '']);
  });
});

describe('parseCallRows', () => {
  it('types every argument by the ABI and encodes the call', () => {
    const item = fn(
      'function f(address to, uint8 small, int16 signed, bool flag, bytes2 tag, bytes data, string note, uint256[] ids, (address who, uint64 amount) pair) payable',
    );
    const text = [
      'to,small,signed,flag,tag,data,note,ids,pair',
      `${ADDRESS.toLowerCase()}, 255, -32768, true, 0xabcd, 0x, "hello, world", [1,"2",3], {"who":"${ADDRESS}","amount":"7"}, 0.5`,
    ].join('\n');
    const { rows, issues } = parseCallRows(text, item, 18);
    expect(issues).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0].line).toBe(2);
    expect(rows[0].value).toBe(500000000000000000n);
    const decoded = decodeFunctionData({ abi: [item], data: rows[0].data });
    expect(decoded.args).toEqual([
      ADDRESS,
      255,
      -32768,
      true,
      '0xabcd',
      '0x',
      'hello, world',
      [1n, 2n, 3n],
      { who: ADDRESS, amount: 7n },
    ]);
  });

  it('names the line and the column of each bad argument', () => {
    const item = fn('function mint(address to, uint8 count, bytes4 tag, uint256[2] pair)');
    const text = [
      `${ADDRESS}, 1, 0x01020304, [1,2]`,
      `0x123, 1, 0x01020304, [1,2]`,
      `${ADDRESS}, 256, 0x01020304, [1,2]`,
      `${ADDRESS}, -1, 0x01020304, [1,2]`,
      `${ADDRESS}, 1.5, 0x01020304, [1,2]`,
      `${ADDRESS}, 1, 0x0102, [1,2]`,
      `${ADDRESS}, 1, 0x01020304, [1,2,3]`,
      `${ADDRESS}, 1, 0x01020304, [1,2`,
      `${ADDRESS}, 1, 0x01020304`,
      `${ADDRESS.replace('C8', 'c8')}, 1, 0x01020304, [1,2]`,
      `${ADDRESS}, 1, 0x01020304, [1,2], 1`,
    ].join('\n');
    const { rows, issues } = parseCallRows(text, item, 18);
    expect(rows.map((row) => row.line)).toEqual([1]);
    expect(issues).toEqual([
      { line: 2, code: 'address', column: 'to', expected: 'address' },
      { line: 3, code: 'range', column: 'count', expected: '0 … 255' },
      { line: 4, code: 'range', column: 'count', expected: '0 … 255' },
      { line: 5, code: 'integer', column: 'count', expected: 'uint8' },
      { line: 6, code: 'bytes-length', column: 'tag', expected: '4' },
      { line: 7, code: 'array-length', column: 'pair', expected: '2' },
      { line: 8, code: 'json', column: 'pair', expected: 'uint256[2]' },
      { line: 9, code: 'columns', expected: '4' },
      { line: 10, code: 'address', column: 'to', expected: 'address' },
      { line: 11, code: 'columns', expected: '4' },
    ]);
  });

  it('reads an exact value for a payable function, refusing floats in disguise', () => {
    const item = fn('function buy(uint256 id) payable');
    const { rows, issues } = parseCallRows('1, 0.000000000000000001\n2\n3, 1e-18\n4, 0.0000000000000000001', item, 18);
    expect(rows.map((row) => [row.line, row.value])).toEqual([
      [1, 1n],
      [2, 0n],
    ]);
    expect(issues).toEqual([
      { line: 3, code: 'value', column: 'value' },
      { line: 4, code: 'value', column: 'value' },
    ]);
  });
});

describe('pairCalls and the ABI', () => {
  it('gives each wallet its call: one line for all, a line each, or the no-argument call', () => {
    const claim = fn('function claim()');
    expect(pairCalls(claim, [], 3)).toMatchObject({ ok: true, calls: [{ data: '0x4e71d92d' }, {}, {}] });
    const mint = fn('function mint(uint256 id)');
    const { rows } = parseCallRows('1\n2', mint, 18);
    expect(pairCalls(mint, rows.slice(0, 1), 3)).toMatchObject({
      ok: true,
      calls: [{ line: 1 }, { line: 1 }, { line: 1 }],
    });
    expect(pairCalls(mint, rows, 2)).toMatchObject({ ok: true, calls: [{ line: 1 }, { line: 2 }] });
    expect(pairCalls(mint, rows, 3)).toEqual({ ok: false, rowCount: 2, walletCount: 3 });
  });

  it('offers write functions only, from a pasted ABI or an artifact', () => {
    const abi = parseAbi([
      'function balanceOf(address) view returns (uint256)',
      'function mint(address to, uint256 id)',
      'function buy() payable',
    ]);
    const parsed = parseAbiText(JSON.stringify({ abi }));
    expect(parsed.ok && writeFunctions(parsed.abi).map((item) => item.name)).toEqual(['mint', 'buy']);
    expect(parseAbiText('[{')).toEqual({ ok: false, reason: 'json' });
    expect(parseAbiText('{}')).toEqual({ ok: false, reason: 'not-array' });
    expect(parseAbiText(JSON.stringify([abi[0]]))).toEqual({ ok: false, reason: 'no-functions' });
  });
});
