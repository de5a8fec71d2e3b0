import { checkEvmAddress, checksumEvmAddress, isEvmAddress, normalizeEvmAddress, parseEvmAddressList } from './address';

// Vitalik's address: a well-known EIP-55 checksum.
const CHECKSUMMED = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const LOWER = CHECKSUMMED.toLowerCase();
const UPPER = `0x${CHECKSUMMED.slice(2).toUpperCase()}`;
/** The same address with the case of one letter flipped: a broken checksum. */
const BAD_CHECKSUM = '0xd8Da6BF26964aF9D7eEd9e03E53415D37aA96045';

describe('EVM address checks', () => {
  it('accepts every case form and answers the EIP-55 form', () => {
    for (const text of [CHECKSUMMED, LOWER, UPPER, ` ${LOWER}\t`, `0X${LOWER.slice(2)}`, `\u200B${LOWER}\uFEFF`]) {
      expect(checkEvmAddress(text)).toEqual({ ok: true, address: CHECKSUMMED });
    }
  });

  it('refuses malformed text', () => {
    for (const text of [
      '',
      '0x',
      LOWER.slice(0, 41),
      `${LOWER}0`,
      LOWER.slice(2),
      `0x${'g'.repeat(40)}`,
      'vitalik.eth',
    ]) {
      expect(checkEvmAddress(text)).toEqual({ ok: false, issue: 'format' });
      expect(isEvmAddress(text)).toBe(false);
    }
    expect(isEvmAddress(42)).toBe(false);
  });

  it('accepts a broken mixed-case checksum unless strict', () => {
    expect(checkEvmAddress(BAD_CHECKSUM)).toEqual({ ok: true, address: CHECKSUMMED });
    expect(checkEvmAddress(BAD_CHECKSUM, { strict: true })).toEqual({ ok: false, issue: 'checksum' });
    // Single-case text carries no checksum, so strict accepts it.
    expect(checkEvmAddress(LOWER, { strict: true }).ok).toBe(true);
    expect(checkEvmAddress(UPPER, { strict: true }).ok).toBe(true);
    expect(checkEvmAddress(CHECKSUMMED, { strict: true }).ok).toBe(true);
  });

  it('normalises to lowercase and checksums with EIP-55', () => {
    expect(normalizeEvmAddress(` ${UPPER} `)).toBe(LOWER);
    expect(checksumEvmAddress(LOWER)).toBe(CHECKSUMMED);
    expect(normalizeEvmAddress('0x123')).toBeUndefined();
    expect(checksumEvmAddress('0x123')).toBeUndefined();
  });
});

describe('parseEvmAddressList', () => {
  const A = '0x0000000000000000000000000000000000000001';
  const B = '0x000000000000000000000000000000000000000A';

  it('splits on lines, spaces, commas and semicolons (ASCII and full-width), skipping blanks', () => {
    const text = `  ${A}  \r\n\n${B.toLowerCase()},${CHECKSUMMED}；${UPPER}\t nope\n0x12, ,`;
    const parsed = parseEvmAddressList(text);
    expect(parsed.addresses).toEqual([A, B, CHECKSUMMED]);
    expect(parsed.duplicates).toEqual([{ index: 3, line: 3, address: CHECKSUMMED, firstIndex: 2 }]);
    expect(parsed.invalid).toEqual([
      { index: 4, line: 3, input: 'nope', issue: 'format' },
      { index: 5, line: 4, input: '0x12', issue: 'format' },
    ]);
  });

  it('takes an array as lines and reports checksum issues when strict', () => {
    const parsed = parseEvmAddressList([A, BAD_CHECKSUM, '', `${B} ${A}`], { strict: true });
    expect(parsed.addresses).toEqual([A, B]);
    expect(parsed.invalid).toEqual([{ index: 1, line: 2, input: BAD_CHECKSUM, issue: 'checksum' }]);
    expect(parsed.duplicates).toEqual([{ index: 3, line: 4, address: A, firstIndex: 0 }]);
  });

  it('gives empty lists for empty input', () => {
    expect(parseEvmAddressList('\n \n')).toEqual({ addresses: [], invalid: [], duplicates: [] });
  });
});
