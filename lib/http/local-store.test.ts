/** @jest-environment jsdom */
import { AppError, CLIENT_CODE, errorMessage } from '@/lib/errors';
import { createLocalStore, type KeyValueStorage, STORAGE_FULL_MESSAGE } from './local-store';

function storageThrowingOnWrite(error: unknown): KeyValueStorage {
  return {
    getItem: () => null,
    removeItem: () => undefined,
    setItem: () => {
      throw error;
    },
  };
}

describe('createLocalStore in the browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses window.localStorage by default and round-trips JSON', () => {
    const store = createLocalStore();
    store.setJson('status', { isLoggedIn: true, ids: [1, 2] });
    expect(window.localStorage.getItem('status')).toBe('{"isLoggedIn":true,"ids":[1,2]}');
    expect(store.getJson('status')).toEqual({ isLoggedIn: true, ids: [1, 2] });
    store.remove('status');
    expect(store.getJson('status')).toBeNull();
  });

  it('answers null for a missing key', () => {
    expect(createLocalStore().getJson('nothing')).toBeNull();
  });

  it('answers null for an unparsable value and removes it', () => {
    window.localStorage.setItem('menus', '{broken');
    window.localStorage.setItem('other', '1');
    expect(createLocalStore().getJson('menus')).toBeNull();
    expect(window.localStorage.getItem('menus')).toBeNull();
    expect(window.localStorage.getItem('other')).toBe('1');
  });

  it('turns a full quota into the storage-full AppError', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const store = createLocalStore(storageThrowingOnWrite(quota));
    const error = (() => {
      try {
        store.setJson('menus', { menus: [] });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: CLIENT_CODE.LOCAL_STORAGE_FULL, message: STORAGE_FULL_MESSAGE, raw: quota });
    expect(STORAGE_FULL_MESSAGE).toBe('浏览器 LocalStorage 已满，请先清理不用的缓存');
    expect(errorMessage(CLIENT_CODE.LOCAL_STORAGE_FULL, 'en')).toBe(
      'Browser LocalStorage is full, please clear unused cache first',
    );
  });

  it("recognises Firefox's legacy quota error by its code", () => {
    const legacy = Object.assign(new Error('quota'), { name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 });
    expect(() => createLocalStore(storageThrowingOnWrite(legacy)).setJson('k', 1)).toThrow(STORAGE_FULL_MESSAGE);
    const byCode = Object.assign(new Error('quota'), { code: 22 });
    expect(() => createLocalStore(storageThrowingOnWrite(byCode)).setJson('k', 1)).toThrow(AppError);
  });

  it('rethrows other storage errors unchanged', () => {
    const denied = new DOMException('The operation is insecure.', 'SecurityError');
    expect(() => createLocalStore(storageThrowingOnWrite(denied)).setJson('k', 1)).toThrow(denied);
  });
});
