import { AppError, CLIENT_CODE } from '@/lib/errors';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LocalStore {
  /** The stored value, or null when absent or unreadable (a bad entry is removed). */
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
  remove(key: string): void;
}

/** The spec's own wording (§5); errorMessage gives the English one by code. */
export const STORAGE_FULL_MESSAGE = '浏览器 LocalStorage 已满，请先清理不用的缓存';
/** 22 is the standard code of QuotaExceededError, 1014 Firefox's NS_ERROR_DOM_QUOTA_REACHED. */
const QUOTA_EXCEEDED_CODES: ReadonlySet<number> = new Set([22, 1014]);
const QUOTA_EXCEEDED_NAMES: ReadonlySet<string> = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** Duck-typed, because a DOMException from another realm (iframe, jsdom) fails instanceof. */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    (typeof name === 'string' && QUOTA_EXCEEDED_NAMES.has(name)) ||
    (typeof code === 'number' && QUOTA_EXCEEDED_CODES.has(code))
  );
}

/** Reading localStorage itself throws in sandboxed frames and some private modes; there is none on the server. */
function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * JSON values in localStorage. Without a storage (server rendering, blocked storage) reads find nothing
 * and writes are dropped, so shared code runs everywhere.
 */
export function createLocalStore(storage: KeyValueStorage | undefined = defaultStorage()): LocalStore {
  return {
    getJson<T>(key: string): T | null {
      const text = storage?.getItem(key);
      if (text === null || text === undefined) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        storage?.removeItem(key);
        return null;
      }
    },
    setJson(key, value) {
      try {
        storage?.setItem(key, JSON.stringify(value));
      } catch (error) {
        if (isQuotaExceeded(error))
          throw new AppError(CLIENT_CODE.LOCAL_STORAGE_FULL, STORAGE_FULL_MESSAGE, { raw: error });
        throw error;
      }
    },
    remove(key) {
      storage?.removeItem(key);
    },
  };
}
