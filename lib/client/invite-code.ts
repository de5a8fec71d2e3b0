import type { KeyValueStorage } from '@/lib/http';

/** Spec §2: the invite_code query parameter of any page is kept in sessionStorage under this key. */
export const INVITE_CODE_STORAGE_KEY = 'invite_code';
export const INVITE_CODE_QUERY_PARAMETER = 'invite_code';

/** Invite codes are short letters and digits (at most 32, as the server takes); anything else is not kept. */
const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export function isInviteCode(value: string): boolean {
  return INVITE_CODE_PATTERN.test(value);
}

function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The invite code in a query string ('?invite_code=…'), or null. */
export function inviteCodeFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(INVITE_CODE_QUERY_PARAMETER)?.trim();
  return value && isInviteCode(value) ? value : null;
}

/** Keeps the query's invite code for this tab; returns it, or null when the query has none. */
export function captureInviteCode(search: string, storage = browserSessionStorage()): string | null {
  const code = inviteCodeFromSearch(search);
  if (code === null) return null;
  try {
    storage?.setItem(INVITE_CODE_STORAGE_KEY, code);
  } catch {
    // A full or blocked sessionStorage only loses the prefill; the code still works when typed.
  }
  return code;
}

/** The code to prefill on signup: the current query's first, else the one kept earlier in this tab. */
export function readInviteCode(search: string, storage = browserSessionStorage()): string {
  const fromQuery = inviteCodeFromSearch(search);
  if (fromQuery) return fromQuery;
  try {
    const stored = storage?.getItem(INVITE_CODE_STORAGE_KEY)?.trim();
    return stored && isInviteCode(stored) ? stored : '';
  } catch {
    return '';
  }
}
