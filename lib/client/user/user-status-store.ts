import type { KeyValueStorage } from '@/lib/http';
import type { StoredUserStatus, UserInfo } from './types';

/** The product-specific localStorage key of the stored user status (spec §3). */
export const USER_STATUS_STORAGE_KEY = 'chainkit:user-status';

const listeners = new Set<() => void>();
/** The last raw value read and what it parsed to, so repeated reads return the same object (useSyncExternalStore). */
let cachedRaw: string | null = null;
let cachedStatus: StoredUserStatus | null = null;

/** localStorage itself throws in sandboxed frames and some private modes; there is none on the server. */
function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function parseStatus(raw: string): StoredUserStatus | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { isLoggedIn, email, address, updatedAt } = value as Record<string, unknown>;
    if (isLoggedIn !== true || !isStringOrNull(email) || !isStringOrNull(address)) return null;
    if (typeof updatedAt !== 'number') return null;
    return { isLoggedIn, email, address, updatedAt };
  } catch {
    return null;
  }
}

function removeQuietly(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(USER_STATUS_STORAGE_KEY);
  } catch {
    // Storage that cannot be read cannot be cleared either; there is nothing left to do.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The stored user status, or null. Spec §4: when reading it fails (storage blocked, bad JSON, wrong shape) it is
 * cleared. Listeners are not told here, because this runs during render; the null it returns already says it.
 */
export function readUserStatus(): StoredUserStatus | null {
  const storage = browserStorage();
  let raw: string | null;
  try {
    raw = storage?.getItem(USER_STATUS_STORAGE_KEY) ?? null;
  } catch {
    removeQuietly(storage);
    return null;
  }
  if (raw === null) return null;
  if (raw === cachedRaw) return cachedStatus;
  const status = parseStatus(raw);
  if (status === null) {
    removeQuietly(storage);
    return null;
  }
  cachedRaw = raw;
  cachedStatus = status;
  return status;
}

/** CLIENT_CODE.LOCAL_STORAGE_FULL (user-status-store.test.ts holds that they agree). */
export const LOCAL_STORAGE_FULL_CODE = 500036;
/** lib/http/local-store's message (spec §5); errorMessage gives the English one by code. */
const STORAGE_FULL_MESSAGE = '浏览器 LocalStorage 已满，请先清理不用的缓存';

/**
 * The user status could not be stored: the browser's storage is full. A plain error with LOCAL_STORAGE_FULL's code,
 * which toAppError and localizeError turn into that AppError and its translated message: this module is on every
 * page, and AppError brings every message table of lib/errors (issue 13 point 10).
 */
export class StorageFullError extends Error {
  readonly code = LOCAL_STORAGE_FULL_CODE;

  constructor(cause: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause });
    this.name = 'StorageFullError';
  }
}

/** As lib/http/local-store's isQuotaExceeded, which would bring lib/errors' index to every page. */
function isQuotaExceeded(error: unknown): boolean {
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    code?: unknown;
  };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Keeps only identifiers: never a password, code, signature or token. A full storage throws StorageFullError. */
export function writeUserStatus(user: Pick<UserInfo, 'email' | 'address'>, now = Date.now()): void {
  const status: StoredUserStatus = { isLoggedIn: true, email: user.email, address: user.address, updatedAt: now };
  try {
    browserStorage()?.setItem(USER_STATUS_STORAGE_KEY, JSON.stringify(status));
  } catch (error) {
    throw isQuotaExceeded(error) ? new StorageFullError(error) : error;
  }
  notify();
}

export function clearUserStatus(): void {
  removeQuietly(browserStorage());
  notify();
}

function onStorageEvent(event: StorageEvent): void {
  // Another tab signed in or out (key null: that tab cleared all of localStorage).
  if (event.key === USER_STATUS_STORAGE_KEY || event.key === null) notify();
}

/** For useSyncExternalStore: changes from this tab and from other tabs. */
export function subscribeUserStatus(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorageEvent);
  };
}
