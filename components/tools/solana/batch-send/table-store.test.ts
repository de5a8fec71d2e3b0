import { Keypair } from '@solana/web3.js';
import { createLocalStore, type KeyValueStorage } from '@/lib/http/local-store';
import {
  checkPastedTable,
  forgetTable,
  readTables,
  rememberTables,
  subscribeToTables,
  tableStorageKey,
} from './table-store';

function memoryStorage() {
  const items = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { items, store: createLocalStore(storage) };
}

const key = () => Keypair.generate().publicKey.toBase58();

describe('the remembered lookup tables', () => {
  it('keeps addresses only, per wallet, each once, and tells listeners', () => {
    const { items, store } = memoryStorage();
    const [wallet, other, first, second] = [key(), key(), key(), key()];
    const listener = jest.fn();
    const unsubscribe = subscribeToTables(listener);
    rememberTables(wallet, [first, second, first], store);
    rememberTables(wallet, [second], store);
    expect(readTables(wallet, store)).toEqual([first, second]);
    expect(readTables(other, store)).toEqual([]);
    expect(JSON.parse(items.get(tableStorageKey(wallet)) ?? '')).toEqual([first, second]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => rememberTables(wallet, ['nope'], store)).toThrow('Not a Solana address: nope');
    forgetTable(wallet, first, store);
    forgetTable(wallet, second, store);
    expect(items.has(tableStorageKey(wallet))).toBe(false);
    unsubscribe();
  });

  it('skips stored entries that are not addresses', () => {
    const { items, store } = memoryStorage();
    const [wallet, table] = [key(), key()];
    items.set(tableStorageKey(wallet), JSON.stringify([table, 'x', 7, table]));
    expect(readTables(wallet, store)).toEqual([table]);
  });

  it('checks a pasted address', () => {
    const table = key();
    expect(checkPastedTable(` ${table}\n`, [])).toEqual({ address: table });
    expect(checkPastedTable(table, [table])).toEqual({ issue: 'listed' });
    expect(checkPastedTable('0xabc', [])).toEqual({ issue: 'invalid' });
  });
});
