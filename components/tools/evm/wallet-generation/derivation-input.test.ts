import { checkRangeInput, MAX_INDEX, parseCount, parseWholeNumber } from './derivation-input';

describe('parseWholeNumber and parseCount', () => {
  it('reads digits only, spaces around ignored', () => {
    expect(parseWholeNumber(' 42 ')).toBe(42);
    for (const text of ['', '1.5', '-1', '1e3', '0x10', '12a']) expect(parseWholeNumber(text)).toBeUndefined();
  });

  it('counts from 1 to 10,000', () => {
    expect(parseCount('1')).toBe(1);
    expect(parseCount('10000')).toBe(10_000);
    expect(parseCount('0')).toBeUndefined();
    expect(parseCount('10001')).toBeUndefined();
  });
});

describe('checkRangeInput', () => {
  it('gives the canonical base path and the numbers', () => {
    expect(checkRangeInput({ basePath: " m/44h/60'/0'/0 ", start: '5', count: '10' })).toEqual({
      ok: true,
      basePath: "m/44'/60'/0'/0",
      start: 5,
      count: 10,
    });
  });

  it('names each field that is wrong', () => {
    expect(checkRangeInput({ basePath: '44/60', start: 'x', count: '0' })).toEqual({
      ok: false,
      errors: { basePath: 'path', start: 'index', count: 'count' },
    });
    expect(checkRangeInput({ basePath: 'm/0', start: String(MAX_INDEX), count: '2' })).toEqual({
      ok: false,
      errors: { count: 'end' },
    });
    expect(checkRangeInput({ basePath: 'm/0', start: String(MAX_INDEX + 1), count: '1' })).toEqual({
      ok: false,
      errors: { start: 'index' },
    });
  });
});
