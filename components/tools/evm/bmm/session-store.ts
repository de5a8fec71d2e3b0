import type { LocalStore } from '@/lib/http/local-store';
import type { SessionState } from './session-types';

// The session in localStorage: settings and history (addresses, amounts, hashes), versioned. Keys are never part of
// a SessionState, so they cannot be saved; the store's test checks the saved text holds none.

export const SESSION_STORAGE_KEY = 'chainkit:bmm:evm:session:v1';

/** bigints as decimal strings (JSON has none). */
export function serializeSession(state: SessionState): string {
  return JSON.stringify(state, (_, value) => (typeof value === 'bigint' ? value.toString() : value));
}

export function saveSession(store: LocalStore, state: SessionState): void {
  store.setJson(SESSION_STORAGE_KEY, JSON.parse(serializeSession(state)));
}

/**
 * The saved session, parsed with zod (loaded on demand: zod stays out of the page's first load). An entry that does
 * not parse is removed and null returned: a broken save starts a new session rather than a wrong one.
 */
export async function loadSession(store: LocalStore): Promise<SessionState | null> {
  const raw = store.getJson<unknown>(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  const { parseStoredSession } = await import('./session-schema');
  const state = parseStoredSession(raw);
  if (!state) store.remove(SESSION_STORAGE_KEY);
  return state;
}

export function clearSession(store: LocalStore): void {
  store.remove(SESSION_STORAGE_KEY);
}
