import { QueryClient } from '@tanstack/react-query';
import { AppError, TRANSPORT_CODE } from '@/lib/errors';

const MAX_TRANSPORT_RETRIES = 2;

/** Only failures to get an answer are worth retrying; an answer with an error code will not change. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return error.code === TRANSPORT_CODE.REQUEST_ERROR || error.code === TRANSPORT_CODE.TIMEOUT;
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
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_TRANSPORT_RETRIES && isRetryable(error),
      },
      // A retried POST could send a second mail or a second payment confirmation.
      mutations: { retry: false },
    },
  });
}
