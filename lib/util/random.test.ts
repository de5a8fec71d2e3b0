import { randomHex, randomString } from './random';

describe('randomString', () => {
  it('defaults to 32 letters and digits', () => {
    expect(randomString()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomString(7)).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(randomString(0)).toBe('');
  });

  it('differs between calls', () => {
    const values = new Set(Array.from({ length: 100 }, () => randomString(16)));
    expect(values.size).toBe(100);
  });

  it('discards bytes that would bias the alphabet', () => {
    const scripted = [248, 255, 0, 61, 62, 247];
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(((array: Uint8Array) => {
      array.set(scripted.slice(0, array.length));
      return array;
    }) as typeof globalThis.crypto.getRandomValues);
    try {
      // 248 and 255 are dropped; 0 → 'A', 61 → '9', 62 → 'A' (62 % 62), 247 → '9' (247 % 62 = 61).
      expect(randomString(4)).toBe('A9A9');
    } finally {
      spy.mockRestore();
    }
  });

  it('produces every character of the alphabet and lengths beyond one random call', () => {
    const long = randomString(70_000);
    expect(long).toHaveLength(70_000);
    expect(new Set(long).size).toBe(62);
  });

  it.each([-1, 1.5, Number.NaN])('refuses length %p', (length) => {
    expect(() => randomString(length)).toThrow(RangeError);
  });
});

describe('randomHex', () => {
  it('defaults to 40 lowercase hex digits and honours odd lengths', () => {
    expect(randomHex()).toMatch(/^[0-9a-f]{40}$/);
    expect(randomHex(5)).toMatch(/^[0-9a-f]{5}$/);
    expect(randomHex(0)).toBe('');
    expect(randomHex(200_000)).toHaveLength(200_000);
  });

  it('differs between calls', () => {
    expect(randomHex()).not.toBe(randomHex());
  });

  it('refuses a negative length', () => {
    expect(() => randomHex(-2)).toThrow(RangeError);
  });
});
