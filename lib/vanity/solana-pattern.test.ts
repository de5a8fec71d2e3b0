import { encodeBase58 } from '@/chains/solana/base58';
import { matchesSolanaPattern, parseSolanaPattern, prefixRanges, solanaDifficulty, variants } from './solana-pattern';

const toBytes = (value: bigint) => {
  const bytes = new Uint8Array(32);
  for (let i = 31; i >= 0; i--) {
    bytes[i] = Number(value & 0xffn);
    value >>= 8n;
  }
  return bytes;
};
const fromBytes = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

describe('Solana vanity patterns', () => {
  it('refuses what no address can hold, naming the characters', () => {
    expect(parseSolanaPattern('', ' ', false)).toEqual({ ok: false, code: 'VANITY_EMPTY' });
    expect(parseSolanaPattern('S0l', '', false)).toEqual({ ok: false, code: 'VANITY_BAD_BASE58', characters: '0' });
    expect(parseSolanaPattern('Oil', 'I', true)).toEqual({
      ok: false,
      code: 'VANITY_BAD_BASE58',
      characters: 'O l I',
    });
    expect(parseSolanaPattern('a-b', '', false)).toMatchObject({ code: 'VANITY_BAD_BASE58', characters: '-' });
    expect(parseSolanaPattern('1abc', '', false)).toEqual({ ok: false, code: 'VANITY_LEADING_ONE' });
    expect(parseSolanaPattern('abcdefghi', '', false)).toEqual({ ok: false, code: 'VANITY_TOO_LONG' });
    // Case-insensitive, O, I and l are read as o, i and L.
    expect(parseSolanaPattern(' Oil ', 'I', false)).toEqual({
      ok: true,
      pattern: { prefix: 'Oil', suffix: 'I', caseSensitive: false },
    });
    expect(parseSolanaPattern('1', 'z1', false)).toEqual({ ok: false, code: 'VANITY_LEADING_ONE' });
    expect(parseSolanaPattern('', 'z1', true)).toMatchObject({ ok: true });
  });

  it('spells every case variant that exists in base58', () => {
    expect(variants('ab', false).sort()).toEqual(['AB', 'Ab', 'aB', 'ab']);
    expect(variants('Oil', false).sort()).toEqual(['oiL']);
    expect(variants('x9', true)).toEqual(['x9']);
  });

  it('prefix ranges hold exactly the keys whose base58 text starts with the prefix', () => {
    for (const [prefix, caseSensitive] of [
      ['A', true],
      ['z', true],
      ['sol', false],
      ['2', true],
      ['J', true],
      ['K', true],
    ] as const) {
      const ranges = prefixRanges(prefix, caseSensitive);
      const inside = (value: bigint) => ranges.some(([low, high]) => value >= low && value <= high);
      const pattern = { prefix, suffix: '', caseSensitive };
      // Random keys, and the edges of every range (both sides).
      const samples = Array.from({ length: 400 }, () => fromBytes(crypto.getRandomValues(new Uint8Array(32))));
      for (const [low, high] of ranges) samples.push(low, high, low - 1n, high + 1n);
      const wrong = samples.filter(
        (value) =>
          value >= 0n &&
          value < 1n << 256n &&
          inside(value) !== matchesSolanaPattern(encodeBase58(toBytes(value)), pattern),
      );
      expect([prefix, wrong]).toEqual([prefix, []]);
    }
  });

  it('difficulty: the exact share of keys, not 58 per character', () => {
    // A 44-character address starts with 2…J (a key is below 2^256 < 18·58^43): "2" covers [58^43, 2·58^43).
    const two = solanaDifficulty({ prefix: '2', suffix: '', caseSensitive: true });
    expect(two).toBeCloseTo(2 ** 256 / 58 ** 43, 6);
    // "z" starts only 43-character addresses: [57·58^42, 58^43).
    expect(solanaDifficulty({ prefix: 'z', suffix: '', caseSensitive: true })).toBeCloseTo(2 ** 256 / 58 ** 42, 3);
    // Suffixes are uniform: 58 per character, halved per letter with two cases when case does not matter.
    expect(solanaDifficulty({ prefix: '', suffix: 'ab', caseSensitive: true })).toBe(58 ** 2);
    expect(solanaDifficulty({ prefix: '', suffix: 'ab', caseSensitive: false })).toBe(58 ** 2 / 4);
    expect(solanaDifficulty({ prefix: '', suffix: 'o9', caseSensitive: false })).toBe(58 ** 2);
  });

  it('matches prefix, suffix and both, with and without case', () => {
    const address = 'SoLXyz9WqDkPh4Dd1j3QjVGnkZ6ZbSBtt3UxxLC8hvB';
    expect(matchesSolanaPattern(address, { prefix: 'SoL', suffix: 'hvB', caseSensitive: true })).toBe(true);
    expect(matchesSolanaPattern(address, { prefix: 'sol', suffix: '', caseSensitive: true })).toBe(false);
    expect(matchesSolanaPattern(address, { prefix: 'sol', suffix: 'HVB', caseSensitive: false })).toBe(true);
    expect(matchesSolanaPattern(address, { prefix: '', suffix: 'hvb', caseSensitive: true })).toBe(false);
  });
});
