import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ACCOUNT_INFO_QUERY_KEY } from '@/lib/client/user/account-api';
import type { UserInfo } from '@/lib/client/user/types';
import { invalidateUserInfo, readUserInfo, setUserInfo } from '@/lib/client/user/user-info-store';
import { AppError } from '@/lib/errors/app-error';
import { TRANSPORT_CODE } from '@/lib/errors/codes';

const MAX_TRANSPORT_RETRIES = 2;

/** Only failures to get an answer are worth retrying; an answer with an error code will not change. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return error.code === TRANSPORT_CODE.REQUEST_ERROR || error.code === TRANSPORT_CODE.TIMEOUT;
}

/** Whether a filter's key (a prefix, as react-query matches it) takes in the account info; no key takes in all. */
function coversUserInfo(queryKey: QueryKey | undefined): boolean {
  if (queryKey === undefined) return true;
  return (
    queryKey.length <= ACCOUNT_INFO_QUERY_KEY.length && queryKey.every((part, i) => part === ACCOUNT_INFO_QUERY_KEY[i])
  );
}

function isUserInfoKey(queryKey: QueryKey): boolean {
  return queryKey.length === ACCOUNT_INFO_QUERY_KEY.length && coversUserInfo(queryKey);
}

/**
 * The account info lives in the user store (lib/client/user/user-info-store), not in react-query, so that pages
 * without react-query have it too. Code written for react-query still reaches it: setting the info's key signs the
 * user in there (a wallet sign-in), invalidating a key that covers it refetches it (a VIP purchase).
 */
function forwardUserInfo(client: QueryClient): QueryClient {
  const setQueryData = client.setQueryData.bind(client);
  client.setQueryData = ((queryKey: QueryKey, updater: unknown, options?: unknown) => {
    if (!isUserInfoKey(queryKey)) return (setQueryData as (...args: unknown[]) => unknown)(queryKey, updater, options);
    const next =
      typeof updater === 'function'
        ? (updater as (old: UserInfo | undefined) => UserInfo | undefined)(readUserInfo().data ?? undefined)
        : (updater as UserInfo | undefined);
    if (next) setUserInfo(next);
    return next;
  }) as QueryClient['setQueryData'];
  const invalidateQueries = client.invalidateQueries.bind(client);
  client.invalidateQueries = ((filters, options) => {
    if (coversUserInfo(filters?.queryKey)) void invalidateUserInfo();
    return invalidateQueries(filters, options);
  }) as QueryClient['invalidateQueries'];
  return client;
}

/**
 * One per browser tab (and one per server render, one per test): server state is cached for 30 s and never retried
 * on API errors.
 *
 * No `gcTime` here, on purpose: react-query's default is 5 minutes in the browser and Infinity on the server. A finite
 * one on the server starts a timer for every query a render touches, and each timer keeps that render's request,
 * response and React tree alive until it fires (≈ 150 KB per page render, a server out of memory within minutes).
 * `create-query-client.test.ts` holds that no server render starts one.
 */
export function createQueryClient(): QueryClient {
  return forwardUserInfo(
    new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          refetchOnWindowFocus: false,
          retry: (failureCount, error) => failureCount < MAX_TRANSPORT_RETRIES && isRetryable(error),
        },
        // A retried POST could send a second mail or a second payment confirmation.
        mutations: { retry: false },
      },
    }),
  );
}
