import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useHttpClient } from '@/lib/client/http-client-context';
import { AppError, SERVER_CODE } from '@/lib/errors';
import { ACCOUNT_INFO_QUERY_KEY, ACCOUNT_QUERY_KEY, fetchAccountInfo, signOut } from './account-api';
import { clearSessionHint, hasSessionHint } from './session-hint';
import type { StoredUserStatus, UserInfo } from './types';
import { clearUserStatus, readUserStatus, subscribeUserStatus, writeUserStatus } from './user-status-store';
import { type VipFlags, vipFlags } from './vip-flags';

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
const noStoredStatusOnServer = () => null;
/** Unknown on the server and while hydrating: nothing is fetched or settled before the page knows. */
const noSessionHintOnServer = () => null;

/**
 * The one user store (spec §4, DESIGN §6). Account info is fetched at start; a success refreshes the stored
 * status, so a session made elsewhere (another tab, a cleared storage) still shows as signed in. On a failed
 * fetch the info and the stored status are cleared and the error is rethrown to react-query.
 */
export interface UseUserOptions {
  /** The server rendered this page for a session (account pages' initial user): fetch its info whatever the hints say. */
  hasServerSession?: boolean;
}

export function useUser({ hasServerSession = false }: UseUserOptions = {}): UserState {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const status = useSyncExternalStore(subscribeUserStatus, readUserStatus, noStoredStatusOnServer);
  const hasHint = useSyncExternalStore(subscribeUserStatus, hasSessionHint, noSessionHintOnServer);
  // Only a browser that may have a session asks for its info: a visitor's page makes no request that must fail.
  const mayBeSignedIn = status !== null || hasHint === true || hasServerSession;
  const isKnownSignedOut = status === null && hasHint === false && !hasServerSession;

  const query = useQuery({
    queryKey: ACCOUNT_INFO_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        const info = await fetchAccountInfo(http, signal);
        writeUserStatus(info);
        return info;
      } catch (error) {
        // A fetch we dropped ourselves says nothing about the session.
        if (!signal.aborted) {
          if (error instanceof AppError && error.code === SERVER_CODE.NOT_LOGGED_IN) clearSessionHint();
          clearUserStatus();
        }
        throw error;
      }
    },
    // 5006 (signed out) is the expected answer for visitors: retrying it only delays the checked flag.
    retry: false,
    staleTime: INFO_STALE_MS,
    enabled: mayBeSignedIn,
  });

  const user = query.status === 'success' ? query.data : null;
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(async () => {
    const result = await refetchQuery();
    return result.status === 'success' ? result.data : null;
  }, [refetchQuery]);

  const setSignedIn = useCallback(
    (info: UserInfo) => {
      writeUserStatus(info);
      queryClient.setQueryData(ACCOUNT_INFO_QUERY_KEY, info);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await signOut(http);
    } finally {
      clearSessionHint();
      clearUserStatus();
      // Back to unchecked, then refetched (spec §4): the server's answer settles the state again.
      await queryClient.resetQueries({ queryKey: ACCOUNT_QUERY_KEY });
    }
  }, [http, queryClient]);

  const vipFeatures = user?.vipFeatures;
  const flags = useMemo(() => vipFlags(vipFeatures, Date.now()), [vipFeatures]);

  return {
    ...flags,
    user,
    status,
    isLoggedIn: status !== null,
    isChecked: query.isFetched || (isKnownSignedOut && !query.isFetching),
    error: query.error,
    refetch,
    logout,
    setSignedIn,
  };
}
