import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useHttpClient } from '@/lib/client/http-client-context';
import { hasSessionHint } from './session-hint';
import type { StoredUserStatus, UserInfo } from './types';
import type { UserInfoState } from './user-info-store';
import { readUserStatus, subscribeUserStatus, writeUserStatus } from './user-status-store';
import type { VipFlags } from './vip-flags';

export interface UserState extends VipFlags {
  /** Account info from the last successful fetch; null before it, after a failed one and when signed out. */
  user: UserInfo | null;
  status: StoredUserStatus | null;
  /** Spec §4: follows whether the stored user status exists. */
  isLoggedIn: boolean;
  /** The info fetch has settled (either way) since start or since the last logout. */
  isChecked: boolean;
  error: unknown;
  /** Fetches the info again; resolves to it, or to null when the fetch failed (state is cleared then). */
  refetch: () => Promise<UserInfo | null>;
  logout: () => Promise<void>;
  setSignedIn: (user: UserInfo) => void;
}

const INFO_STALE_MS = 60_000;
const NO_VIP: VipFlags = {
  isDexBulkTradeVIP: false,
  isBalanceMonitorVIP: false,
  isBalanceMonitorNotifyVIP: false,
  isFaskRPCVIP: false,
  isTwitterMonitorVIP: false,
  isNFTCollectionVIP: false,
  isCEXWithdrawVIP: false,
};

type InfoStore = typeof import('./user-info-store');

/**
 * The info store (fetching, one request at a time, logout) is fetched once a page may have a signed-in user, or
 * once it is used (refetch, sign-in, logout): a visitor's page does without it (issue 13 point 10). Until then the
 * info is the store's initial state, and subscribers wait here.
 */
let infoStore: InfoStore | undefined;
let infoStoreLoad: Promise<InfoStore> | undefined;
const NOTHING_FETCHED: UserInfoState = { data: null, error: null, isFetched: false, isFetching: false, updatedAt: 0 };
const waitingSubscribers = new Map<() => void, () => void>();

function loadInfoStore(): Promise<InfoStore> {
  infoStoreLoad ??= import('./user-info-store').then(
    (store) => {
      infoStore = store;
      for (const listener of waitingSubscribers.keys()) {
        waitingSubscribers.set(listener, store.subscribeUserInfo(listener));
        listener();
      }
      return store;
    },
    (error: unknown) => {
      infoStoreLoad = undefined;
      throw error;
    },
  );
  return infoStoreLoad;
}

function subscribeInfo(listener: () => void): () => void {
  waitingSubscribers.set(listener, infoStore ? infoStore.subscribeUserInfo(listener) : () => undefined);
  return () => {
    waitingSubscribers.get(listener)?.();
    waitingSubscribers.delete(listener);
  };
}

const readInfo = (): UserInfoState => infoStore?.readUserInfo() ?? NOTHING_FETCHED;
const readServerInfo = (): UserInfoState => NOTHING_FETCHED;
const noStoredStatusOnServer = () => null;
/** Unknown on the server and while hydrating: nothing is fetched or settled before the page knows. */
const noSessionHintOnServer = () => null;

/**
 * The one user store (spec §4, DESIGN §6). Account info is fetched at start (user-info-store.ts, one request for all
 * the hooks of a page, fresh for a minute); a success refreshes the stored status, so a session made elsewhere
 * (another tab, a cleared storage) still shows as signed in. On a failed fetch the info and the stored status are
 * cleared and the error is kept.
 */
export interface UseUserOptions {
  /** The server rendered this page for a session (account pages' initial user): fetch its info whatever the hints say. */
  hasServerSession?: boolean;
}

export function useUser({ hasServerSession = false }: UseUserOptions = {}): UserState {
  const http = useHttpClient();
  infoStore?.adoptUserInfoClient(http);
  const status = useSyncExternalStore(subscribeUserStatus, readUserStatus, noStoredStatusOnServer);
  const hasHint = useSyncExternalStore(subscribeUserStatus, hasSessionHint, noSessionHintOnServer);
  const info = useSyncExternalStore(subscribeInfo, readInfo, readServerInfo);
  // Only a browser that may have a session asks for its info: a visitor's page makes no request that must fail.
  const mayBeSignedIn = status !== null || hasHint === true || hasServerSession;
  const isKnownSignedOut = status === null && hasHint === false && !hasServerSession;

  useEffect(() => {
    if (!mayBeSignedIn) return;
    loadInfoStore()
      .then((store) => {
        store.adoptUserInfoClient(http);
        // 5006 (signed out) is the expected answer for visitors: it is not retried, so the checked flag comes at once.
        if (store.needsUserInfo(INFO_STALE_MS)) void store.fetchUserInfo(http);
      })
      // Offline or a new deployment: the next page tries again.
      .catch(() => undefined);
  }, [http, mayBeSignedIn]);

  const refetch = useCallback(async () => (await loadInfoStore()).fetchUserInfo(http, { restart: true }), [http]);
  const setSignedIn = useCallback((user: UserInfo) => {
    // At once (a full storage throws here, to the caller); the info as soon as the store is here.
    writeUserStatus(user);
    void loadInfoStore().then((store) => store.setUserInfo(user));
  }, []);
  const logout = useCallback(async () => (await loadInfoStore()).logoutUser(http), [http]);

  const user = info.data;
  const vipFeatures = user?.vipFeatures;
  // Info comes only from the store, so a user with features means the store (and its vipFlags) is here.
  const flags = useMemo(
    () => (vipFeatures && infoStore ? infoStore.vipFlags(vipFeatures, Date.now()) : NO_VIP),
    [vipFeatures],
  );

  return {
    ...flags,
    user,
    status,
    isLoggedIn: status !== null,
    isChecked: info.isFetched || (isKnownSignedOut && !info.isFetching),
    error: info.error,
    refetch,
    logout,
    setSignedIn,
  };
}
