/**
 * Retrying RPC reads, for every chain family: an error's cause chain, abort handling, an abortable sleep, and
 * exponential backoff with jitter (honouring a server's Retry-After when the family can read one). Each family says
 * which of its errors are worth another try.
 */

export interface RetryPolicy {
  retries: number;
  delayMs: number;
  signal?: AbortSignal;
}

/** No single wait is longer, whatever the attempt or a Retry-After header asks for. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** The error and its causes, outermost first (at most 10, cycles cut). */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export function isAbortError(error: unknown): boolean {
  return errorChain(error).some((item) => (item as { name?: string } | undefined)?.name === 'AbortError');
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? Object.assign(new Error('The request was aborted'), { name: 'AbortError' });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

/** Waits, or rejects with the signal's reason as soon as it aborts. */
export function sleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The wait before retry number attempt + 1: delayMs·2^attempt plus up to 25 % jitter, at least retryAfterMs. */
export function backoff(policy: RetryPolicy, attempt: number, retryAfterMs?: number): Promise<void> {
  const exponential = policy.delayMs * 2 ** attempt;
  const jittered = exponential + Math.random() * exponential * 0.25;
  return sleep(Math.min(MAX_RETRY_DELAY_MS, Math.max(retryAfterMs ?? 0, jittered)), policy.signal);
}

export interface RetryRules {
  isRetryable: (error: unknown) => boolean;
  /** How long the server asked to wait (Retry-After), if it said. */
  retryAfterMs?: (error: unknown) => number | undefined;
}

/**
 * Runs `run` again after a retryable failure, up to policy.retries times, waiting the backoff (at least the server's
 * Retry-After, at most MAX_RETRY_DELAY_MS); anything else is thrown at once.
 */
export async function withRetries<T>(policy: RetryPolicy, run: () => Promise<T>, rules: RetryRules): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    throwIfAborted(policy.signal);
    try {
      return await run();
    } catch (error) {
      if (!rules.isRetryable(error) || attempt >= policy.retries) throw error;
      await backoff(policy, attempt, rules.retryAfterMs?.(error));
    }
  }
}
