import { AppError, TRANSPORT_CODE } from '@/lib/errors';

export type FetchImpl = (input: string, init?: RequestInit) => Promise<Response>;

/** Resolved at call time (tests and polyfills may replace it), and never called with a foreign `this`. */
export const globalFetch: FetchImpl = (input, init) => globalThis.fetch(input, init);

function isTransportFailure(error: unknown): boolean {
  return (
    !(error instanceof AppError) ||
    error.code === TRANSPORT_CODE.REQUEST_ERROR ||
    error.code === TRANSPORT_CODE.RESPONSE_ERROR
  );
}

/**
 * Runs `run` with a signal that aborts after `timeoutMs`. The timer covers the body too, since a
 * server can send headers and then stall. A failure caused by our timer becomes TIMEOUT; an abort by
 * the caller's own signal rethrows its reason, as fetch does.
 */
export async function withTimeout<T>(
  timeoutMs: number,
  run: (signal: AbortSignal) => Promise<T>,
  callerSignal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  try {
    return await run(controller.signal);
  } catch (error) {
    if (isTimedOut && isTransportFailure(error)) {
      throw new AppError(TRANSPORT_CODE.TIMEOUT, `No complete answer within ${timeoutMs} ms`, { raw: error });
    }
    if (callerSignal?.aborted && isTransportFailure(error)) throw callerSignal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
}

/** fetch, with a failure to get any answer (refused, DNS, offline, CORS) as REQUEST_ERROR. */
export async function sendRequest(fetchImpl: FetchImpl, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(TRANSPORT_CODE.REQUEST_ERROR, `${init.method ?? 'GET'} ${url.split('?')[0]} failed: ${reason}`, {
      raw: error,
    });
  }
}

/** A body that breaks off midway is a response failure, not a request failure. */
export async function readBody<T>(response: Response, read: (response: Response) => Promise<T>): Promise<T> {
  try {
    return await read(response);
  } catch (error) {
    throw new AppError(TRANSPORT_CODE.RESPONSE_ERROR, `Could not read the response (HTTP ${response.status})`, {
      raw: error,
    });
  }
}
