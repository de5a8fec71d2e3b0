import type { HttpClient } from '@/lib/http';
import { fetchAccountInfo, signOut } from './account-api';
import { clearSessionHint } from './session-hint';
import type { UserInfo } from './types';
import { clearUserStatus, writeUserStatus } from './user-status-store';

/** For useUser, which has VIP flags only once the store has info. */
export { vipFlags } from './vip-flags';

/**
 * The account info of the one user store (spec §4), kept here rather than in react-query so that a page without
 * react-query (home, issue 13 point 10: ≈ 15 KiB gzip) still has the user state. One request at a time; the
 * pages' QueryClient forwards what other code does to the 'account' keys (components/providers/query-provider).
 */
export interface UserInfoState {
  /** From the last successful fetch or sign-in; null before, after a failure, after a reset. */
  data: UserInfo | null;
  error: unknown;
  /** A fetch has settled (or info was set) since start or since the last reset. */
  isFetched: boolean;
  isFetching: boolean;
  /** When data or error last changed (ms); 0 before. */
  updatedAt: number;
}

const INITIAL: UserInfoState = { data: null, error: null, isFetched: false, isFetching: false, updatedAt: 0 };

let state: UserInfoState = INITIAL;
const listeners = new Set<() => void>();
const resetListeners = new Set<() => void>();
let inFlight: { promise: Promise<UserInfo | null>; controller: AbortController } | null = null;
/** The HTTP client of the page's user hooks, for refetches asked for from outside them (invalidateUserInfo). */
let pageHttp: HttpClient | null = null;
/** Bumped by every new fetch and reset: an answer to an older request does not change the state. */
let generation = 0;

function setState(next: UserInfoState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function readUserInfo(): UserInfoState {
  return state;
}

/** Nothing is known while rendering on the server or hydrating. */
export function readServerUserInfo(): UserInfoState {
  return INITIAL;
}

export function subscribeUserInfo(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** SERVER_CODE.NOT_LOGGED_IN, without lib/errors' code table on every page (user-info-store.test.ts ties them). */
export const NOT_LOGGED_IN_CODE = 5006;

function isNotLoggedIn(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === NOT_LOGGED_IN_CODE;
}

/**
 * Fetches the info; resolves to it, or to null when the fetch failed (the info and the stored status are cleared
 * then, and 5006 clears the session hint too). A call while a fetch is in flight shares it, unless `restart`: then
 * the older one is dropped, and being dropped says nothing about the session.
 */
export function fetchUserInfo(http: HttpClient, { restart = false } = {}): Promise<UserInfo | null> {
  adoptUserInfoClient(http);
  if (inFlight && !restart) return inFlight.promise;
  inFlight?.controller.abort();
  const controller = new AbortController();
  generation += 1;
  const request = generation;
  const isCurrent = () => request === generation;
  const settle = (data: UserInfo | null, error: unknown) => {
    inFlight = null;
    setState({ data, error, isFetched: true, isFetching: false, updatedAt: Date.now() });
  };
  const promise = fetchAccountInfo(http, controller.signal)
    .then((info) => {
      if (!isCurrent()) return info;
      writeUserStatus(info);
      settle(info, null);
      return info;
    })
    .catch((error: unknown) => {
      if (!isCurrent() || controller.signal.aborted) return null;
      if (isNotLoggedIn(error)) clearSessionHint();
      clearUserStatus();
      settle(null, error);
      return null;
    });
  inFlight = { promise, controller };
  setState({ ...state, isFetching: true });
  return promise;
}

/** Signed in here (login, sign-up, a wallet signature): the stored status and the info, without a request. */
export function setUserInfo(info: UserInfo): void {
  writeUserStatus(info);
  generation += 1;
  inFlight?.controller.abort();
  inFlight = null;
  setState({ data: info, error: null, isFetched: true, isFetching: false, updatedAt: Date.now() });
}

/** Whether the info is missing or older than `staleMs`, and no fetch is running. */
export function needsUserInfo(staleMs: number, now = Date.now()): boolean {
  if (state.isFetching) return false;
  return !state.isFetched || state.data === null || now - state.updatedAt > staleMs;
}

/**
 * useUser gives the store its page's HTTP client (also for refetches asked for from outside, a VIP purchase). Info
 * belongs to the client it was fetched with: another client (the other language's, a test's fresh page) starts from
 * nothing, as react-query's cache did per provider. Called while rendering; the same client twice changes nothing.
 */
export function adoptUserInfoClient(http: HttpClient): void {
  if (http === pageHttp) return;
  if (pageHttp !== null) {
    generation += 1;
    inFlight?.controller.abort();
    inFlight = null;
    state = INITIAL;
  }
  pageHttp = http;
}

/** The info is out of date (a VIP purchase): refetched at once while some page part shows the user. */
export function invalidateUserInfo(): Promise<UserInfo | null> | null {
  return listeners.size > 0 && pageHttp ? fetchUserInfo(pageHttp, { restart: true }) : null;
}

/**
 * Back to unchecked (after a logout): the info is dropped, the account's other cached data too (the QueryClient
 * registers with onUserReset), and what shows the user refetches.
 */
export function resetUserInfo(): Promise<UserInfo | null> {
  generation += 1;
  inFlight?.controller.abort();
  inFlight = null;
  setState(INITIAL);
  for (const listener of resetListeners) listener();
  return invalidateUserInfo() ?? Promise.resolve(null);
}

/**
 * Signs out on the server, then, whatever its answer: the session hint and the stored status go, and the user is
 * back to unchecked and refetched (spec §4), so the server's answer settles the state again.
 */
export async function logoutUser(http: HttpClient): Promise<void> {
  try {
    await signOut(http);
  } finally {
    clearSessionHint();
    clearUserStatus();
    await resetUserInfo();
  }
}

/** Called on every reset; returns the unregistration. */
export function onUserReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => {
    resetListeners.delete(listener);
  };
}

/** Tests: a fresh page. */
export function resetUserInfoForTests(): void {
  generation += 1;
  inFlight?.controller.abort();
  inFlight = null;
  pageHttp = null;
  state = INITIAL;
}
