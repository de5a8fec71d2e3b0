import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { parseMultiSendRows } from './multi-send-rows';

describe('multi-send rows', () => {
  const [a, b] = [generatePrivateKey(), generatePrivateKey()];
  const to = privateKeyToAddress(generatePrivateKey());
  const toLower = to.toLowerCase();

  it('reads key, recipient and amount or all, skipping a header', () => {
    const { rows, issues, ring } = parseMultiSendRows(
      `privateKey,recipient,amount\n${a},${toLower},1.5\n${b.slice(2)};${to};ALL`,
      18,
    );
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      { line: 2, source: privateKeyToAddress(a), recipient: to, amount: 1_500_000_000_000_000_000n },
      { line: 3, source: privateKeyToAddress(b), recipient: to, amount: 'all' },
    ]);
    expect(ring.size).toBe(2);
  });

  it('reports each problem by line and keeps the keys of left-out rows out of the ring', () => {
    const text = [
      `${a},${to}`,
      `${a},${to},1,2`,
      `nokey,${to},1`,
      `${a},0x123,1`,
      `${a},${to},1e5`,
      `${a},${to},0.1234567`,
      `${a},${to},0`,
      `${a},${privateKeyToAddress(a)},1`,
      `${b},${to},all`,
      `${b},${to},1`,
    ].join('\n');
    const { rows, issues, ring } = parseMultiSendRows(text, 6);
    expect(issues).toEqual([
      { line: 1, codes: ['missing-column'] },
      { line: 2, codes: ['too-many-columns'] },
      { line: 3, codes: ['invalid-key'] },
      { line: 4, codes: ['invalid-address'] },
      { line: 5, codes: ['invalid-amount'] },
      { line: 6, codes: ['too-many-decimals'] },
      { line: 7, codes: ['negative-or-zero'] },
      { line: 8, codes: ['same-address'] },
      { line: 9, codes: ['all-shared-key'] },
    ]);
    expect(rows.map((row) => row.line)).toEqual([10]);
    expect(ring.has(privateKeyToAddress(a))).toBe(false);
    expect(ring.has(privateKeyToAddress(b))).toBe(true);
  });
});
