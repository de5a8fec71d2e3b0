import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { KeyRing, maskKey, parseKeyList } from './keys';

describe('pasted keys', () => {
  const key = generatePrivateKey();
  const other = generatePrivateKey();

  it('reads one key a line in any form, and reports bad and repeated keys by line only', () => {
    const text = [
      '# sources',
      key,
      '',
      `  ${other.slice(2).toUpperCase()}  `,
      'not-a-key',
      key.toUpperCase().replace('0X', '0x'),
      `0x${'0'.repeat(64)}`,
    ].join('\n');
    const { entries, issues, ring } = parseKeyList(text);
    expect(entries).toEqual([
      { line: 2, address: privateKeyToAddress(key) },
      { line: 4, address: privateKeyToAddress(other) },
    ]);
    expect(issues).toEqual([
      { line: 5, code: 'invalid-key' },
      { line: 6, code: 'duplicate-key', duplicateOf: 2 },
      { line: 7, code: 'invalid-key' },
    ]);
    expect(JSON.stringify(issues)).not.toContain(key.slice(2, 20));
    expect(ring.size).toBe(2);
    expect(ring.account(privateKeyToAddress(other).toLowerCase())?.address).toBe(privateKeyToAddress(other));
  });

  it('masks keys to their last four digits and never serialises them', () => {
    const ring = new KeyRing();
    const address = ring.add(key) as string;
    expect(maskKey(key)).toBe(`0x••••${key.slice(-4)}`);
    expect(ring.masked(address)).toBe(maskKey(key));
    expect(JSON.stringify({ ring })).toBe('{"ring":{}}');
    expect(String(Object.keys(ring))).toBe('');
  });

  it('keeps only the asked addresses in a narrowed ring', () => {
    const ring = new KeyRing();
    const first = ring.add(key) as string;
    const second = ring.add(other) as string;
    const narrowed = ring.only([second]);
    expect(narrowed.has(first)).toBe(false);
    expect(narrowed.has(second.toUpperCase().replace('0X', '0x'))).toBe(true);
  });
});
