import { createLocalStore, type KeyValueStorage } from '@/lib/http/local-store';
import { AttemptLog } from './attempts';

const KEY = 'chainkit:test:attempts';
const HASH = `0x${'ab'.repeat(32)}`;
const VALID = { hash: HASH, nonce: 1, amount: '1' };

function memoryStore(initial?: unknown) {
  const entries = new Map<string, string>();
  if (initial !== undefined) entries.set(KEY, JSON.stringify(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
  return createLocalStore(storage);
}

describe('AttemptLog across a reload', () => {
  it('reads back what it recorded', () => {
    const store = memoryStore();
    new AttemptLog(store, KEY).record(3, { hash: HASH, nonce: 7, amount: '1000' });
    const reloaded = new AttemptLog(store, KEY);
    expect(reloaded.of(3)).toEqual([{ hash: HASH, nonce: 7, amount: '1000' }]);
    expect(reloaded.amountOf(3)).toBe(1000n);
  });

  // Checked by hand instead of with zod (page weight): a damaged log is ignored as a whole, never half read.
  it.each([
    ['a chunk id that is no number', { first: [VALID] }],
    ['attempts that are no list', { 2: VALID }],
    ['a hash that is no 32-byte hex', { 2: [{ ...VALID, hash: '0x12' }] }],
    ['an upper-case hash', { 2: [{ ...VALID, hash: `0x${'AB'.repeat(32)}` }] }],
    ['a nonce that is no integer', { 2: [{ ...VALID, nonce: 1.5 }] }],
    ['an amount that is no text', { 2: [{ ...VALID, amount: 1 }] }],
    ['an attempt that is no object', { 2: [null] }],
  ])('ignores a stored log with %s', (_name, damaged) => {
    expect(new AttemptLog(memoryStore({ 1: [VALID] }), KEY).of(1)).toEqual([VALID]);
    const log = new AttemptLog(memoryStore({ 1: [VALID], ...damaged }), KEY);
    expect(log.of(1)).toEqual([]);
  });

  it('ignores a list stored instead of a map', () => {
    expect(new AttemptLog(memoryStore([[VALID]]), KEY).of(0)).toEqual([]);
  });
});
