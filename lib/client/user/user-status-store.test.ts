/** @jest-environment jsdom */
import {
  clearUserStatus,
  LOCAL_STORAGE_FULL_CODE,
  readUserStatus,
  StorageFullError,
  subscribeUserStatus,
  USER_STATUS_STORAGE_KEY,
  writeUserStatus,
} from './user-status-store';

describe('stored user status', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses the product key and keeps identifiers only', () => {
    writeUserStatus({ email: null, address: '0xAbC' }, 42);
    expect(JSON.parse(window.localStorage.getItem('chainkit:user-status') ?? '')).toEqual({
      isLoggedIn: true,
      email: null,
      address: '0xAbC',
      updatedAt: 42,
    });
    expect(USER_STATUS_STORAGE_KEY).toBe('chainkit:user-status');
  });

  it('returns the same object while the stored value is unchanged', () => {
    writeUserStatus({ email: 'a@b.co', address: null });
    expect(readUserStatus()).toBe(readUserStatus());
  });

  it.each([
    ['bad JSON', '{'],
    ['not logged in', JSON.stringify({ isLoggedIn: false, email: null, address: null, updatedAt: 1 })],
    ['wrong types', JSON.stringify({ isLoggedIn: true, email: 5, address: null, updatedAt: 1 })],
    ['a bare value', '"yes"'],
  ])('clears a value it cannot read (%s)', (_name, raw) => {
    window.localStorage.setItem(USER_STATUS_STORAGE_KEY, raw);
    expect(readUserStatus()).toBeNull();
    expect(window.localStorage.getItem(USER_STATUS_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers about writes, clears and other tabs', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeUserStatus(listener);
    writeUserStatus({ email: 'a@b.co', address: null });
    clearUserStatus();
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STATUS_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    clearUserStatus();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('a full storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('throws an error that shows as LOCAL_STORAGE_FULL in the user language, without AppError on every page', () => {
    const { CLIENT_CODE } = jest.requireActual('@/lib/errors') as typeof import('@/lib/errors');
    const { localizeError, toAppError } = jest.requireActual('@/lib/errors') as typeof import('@/lib/errors');
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quota;
    });
    let thrown: unknown;
    try {
      writeUserStatus({ email: 'ada@example.com', address: null });
    } catch (error) {
      thrown = error;
    }
    expect(LOCAL_STORAGE_FULL_CODE).toBe(CLIENT_CODE.LOCAL_STORAGE_FULL);
    expect(thrown).toBeInstanceOf(StorageFullError);
    expect(toAppError(thrown)).toMatchObject({ code: CLIENT_CODE.LOCAL_STORAGE_FULL });
    expect(localizeError(thrown, 'cn')).toBe('浏览器 LocalStorage 已满，请先清理不用的缓存');
    expect(localizeError(thrown, 'en')).toMatch(/storage/i);
  });
});
