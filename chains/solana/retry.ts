/**
 * Retries of Solana RPC reads. web3.js reports failures as plain Errors whose text carries the HTTP status
 * ("429 Too Many Requests: …", "503 Service Unavailable") or as SolanaJSONRPCError with a JSON-RPC code; fetch failures
 * and our timeout (AbortSignal.timeout) arrive as TypeError / TimeoutError. Those are retried with exponential backoff
 * and jitter; anything else (a bad request, an abort by the user) is thrown at once.
 */

export interface RetryPolicy {
  retries: number;
  delayMs: number;
  signal?: AbortSignal;
}

export const DEFAULT_SOLANA_RETRIES = 4;
export const DEFAULT_SOLANA_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 30_000;

/** -32005: node behind / limit; -32004 and -32007: block or slot not available yet; -32603: internal error. */
const RETRY_CODES = new Set([-32005, -32004, -32007, -32603, -32014, 429]);
const RETRY_TEXT =
  /\b(?:408|425|429|500|502|503|504)\b|too many requests|rate.?limit|timed? ?out|timeout|try again|temporarily unavailable|fetch failed|failed to fetch|network ?error|ECONNRESET|ECONNREFUSED|ETIMEDOUT|socket hang up/i;

function errorChain(error: unknown): unknown[] {
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

/** Whether a failed RPC call is worth another try: rate limits, timeouts, gateway and transient node errors. */
export function isRetryableSolanaRpcError(error: unknown): boolean {
  if (isAbortError(error)) return false;
  for (const item of errorChain(error)) {
    const fields = (item && typeof item === 'object' ? item : {}) as { name?: string; code?: unknown };
    if (fields.name === 'TimeoutError') return true;
    if (typeof fields.code === 'number' && RETRY_CODES.has(fields.code)) return true;
    const text = item instanceof Error ? item.message : String(item);
    if (RETRY_TEXT.test(text)) return true;
  }
  return false;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? Object.assign(new Error('The request was aborted'), { name: 'AbortError' });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

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

/** Runs `run` again after a retryable failure, up to policy.retries times, waiting delayMs·2^attempt (+25 % jitter). */
export async function withRetries<T>(policy: RetryPolicy, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    throwIfAborted(policy.signal);
    try {
      return await run();
    } catch (error) {
      if (!isRetryableSolanaRpcError(error) || attempt >= policy.retries) throw error;
      const exponential = policy.delayMs * 2 ** attempt;
      await sleep(Math.min(MAX_RETRY_DELAY_MS, exponential + Math.random() * exponential * 0.25), policy.signal);
    }
  }
}
