import {
  BASE58_ALPHABET,
  matchesTronPattern,
  parseTronPattern,
  prefixRange,
  TRON_SECOND_CHARS,
  tronDifficulty,
  tronKernelParams,
} from './tron-pattern';

describe('Tron vanity patterns', () => {
  it('the second character of a Tron address is one of a few: those whose range meets 0x41 · 2^192 … 0x42 · 2^192', () => {
    expect(TRON_SECOND_CHARS).toBe('9ABCDEFGHJKLMNPQRSTUVWXYZ');
    // the ends: the black-hole address T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb is in T9's tail, TZ stops at TZJ
    expect(prefixRange('9y')).not.toBeNull();
    expect(prefixRange('9x')).toBeNull();
    expect(prefixRange('ZJ')).not.toBeNull();
    expect(prefixRange('ZK')).toBeNull();
    // the ranges of the possible second characters cover the whole Tron range: their odds add up to 1
    const total = [...TRON_SECOND_CHARS].reduce(
      (sum, char) => sum + 1 / tronDifficulty({ prefix: char, suffix: '' }),
      0,
    );
    expect(total).toBeCloseTo(1, 12);
  });

  it('parses a prefix (after the T) and a suffix; trims spaces', () => {
    expect(parseTronPattern(' Rx ', ' 888 ')).toEqual({ ok: true, pattern: { prefix: 'Rx', suffix: '888' } });
    expect(parseTronPattern('', 'abc')).toEqual({ ok: true, pattern: { prefix: '', suffix: 'abc' } });
  });

  it('refuses what no Tron address can have, naming the field, the character and where it is', () => {
    expect(parseTronPattern('', '')).toEqual({ ok: false, error: { code: 'VANITY_EMPTY' } });
    for (const char of ['0', 'O', 'I', 'l', '-', '_']) {
      expect(parseTronPattern('', `ab${char}`)).toEqual({
        ok: false,
        error: { code: 'VANITY_NOT_BASE58', field: 'suffix', char, position: 3 },
      });
    }
    expect(parseTronPattern('R0', '')).toEqual({
      ok: false,
      error: { code: 'VANITY_NOT_BASE58', field: 'prefix', char: '0', position: 2 },
    });
    expect(parseTronPattern('kbc', '')).toEqual({
      ok: false,
      error: { code: 'VANITY_SECOND_CHAR', field: 'prefix', char: 'k', allowed: TRON_SECOND_CHARS },
    });
    expect(parseTronPattern('1', '').ok).toBe(false);
    expect(parseTronPattern('z', '').ok).toBe(false);
    expect(parseTronPattern('a', '').ok).toBe(false);
    expect(parseTronPattern('8', '').ok).toBe(false);
    expect(parseTronPattern('9x', '')).toEqual({
      ok: false,
      error: { code: 'VANITY_PREFIX_IMPOSSIBLE', field: 'prefix' },
    });
    expect(parseTronPattern('R'.repeat(20), 'a'.repeat(14))).toEqual({ ok: false, error: { code: 'VANITY_TOO_LONG' } });
    expect(parseTronPattern('R'.repeat(20), 'a'.repeat(13)).ok).toBe(true);
  });

  it('matches exactly, case included', () => {
    const address = 'TPL66VK2gCXNCD7EJg9pgJRfqcRazjhUZY';
    expect(matchesTronPattern(address, { prefix: 'PL6', suffix: '' })).toBe(true);
    expect(matchesTronPattern(address, { prefix: '', suffix: 'hUZY' })).toBe(true);
    expect(matchesTronPattern(address, { prefix: 'P', suffix: 'Y' })).toBe(true);
    expect(matchesTronPattern(address, { prefix: 'pl6', suffix: '' })).toBe(false);
    expect(matchesTronPattern(address, { prefix: '', suffix: 'huzy' })).toBe(false);
    expect(matchesTronPattern(address, { prefix: 'TPL', suffix: '' })).toBe(false);
  });

  it('difficulty: 58 per suffix character; a prefix by its share of the Tron range', () => {
    expect(tronDifficulty({ prefix: '', suffix: 'abc' })).toBe(58 ** 3);
    // past the second character each prefix character divides the range by 58 (up to the rounding of its ends)
    const second = tronDifficulty({ prefix: 'R', suffix: '' });
    expect(tronDifficulty({ prefix: 'Rx', suffix: '' }) / second).toBeCloseTo(58, 6);
    expect(tronDifficulty({ prefix: 'Rxy', suffix: '8' }) / second).toBeCloseTo(58 ** 3, 0);
    expect(Object.is(tronDifficulty({ prefix: 'ZK', suffix: '' }), Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('kernel parameters: the 20 bytes’ range of a prefix, V mod 58^k of the last ≤ 5 suffix characters', () => {
    expect(tronKernelParams({ prefix: '', suffix: '' })).toEqual({ range: null, modulus: 0n, residue: 0n });
    const suffix = tronKernelParams({ prefix: '', suffix: 'xyz12Ab' });
    expect(suffix.modulus).toBe(58n ** 5n);
    expect(suffix.residue).toBe(
      [...'z12Ab'].reduce((value, char) => value * 58n + BigInt(BASE58_ALPHABET.indexOf(char)), 0n),
    );
    const { range } = tronKernelParams({ prefix: 'R', suffix: '' });
    if (!range) throw new Error('no range');
    expect(range.low).toBeGreaterThanOrEqual(0n);
    expect(range.high).toBeLessThan(1n << 160n);
    expect(range.low).toBeLessThan(range.high);
  });
});
