import { errorChain, isAbortError, type RetryPolicy, withRetries } from '@/lib/util/retry';

/**
 * Retries of Solana RPC reads. web3.js reports failures as plain Errors whose text carries the HTTP status
 * ("429 Too Many Requests: …", "503 Service Unavailable") or as SolanaJSONRPCError with a JSON-RPC code; fetch failures
 * and our timeout (AbortSignal.timeout) arrive as TypeError / TimeoutError. Those are retried with exponential backoff
 * and jitter; anything else (a bad request, an abort by the user) is thrown at once.
 */

export const DEFAULT_SOLANA_RETRIES = 4;
export const DEFAULT_SOLANA_RETRY_DELAY_MS = 500;

/** -32005: node behind / limit; -32004 and -32007: block or slot not available yet; -32603: internal error. */
const RETRY_CODES = new Set([-32005, -32004, -32007, -32603, -32014, 429]);
const RETRY_TEXT =
  /\b(?:408|425|429|500|502|503|504)\b|too many requests|rate.?limit|timed? ?out|timeout|try again|temporarily unavailable|fetch failed|failed to fetch|network ?error|ECONNRESET|ECONNREFUSED|ETIMEDOUT|socket hang up/i;

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

/** withRetries (lib/util/retry.ts) with the Solana rules. */
export function withSolanaRetries<T>(policy: RetryPolicy, run: () => Promise<T>): Promise<T> {
  return withRetries(policy, run, { isRetryable: isRetryableSolanaRpcError });
}
