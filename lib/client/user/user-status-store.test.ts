/** @jest-environment jsdom */
import {
  clearUserStatus,
  readUserStatus,
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
