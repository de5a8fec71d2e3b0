import 'server-only';
import { z } from 'zod';
import { hostOf, looksLikeJson, RPC_LIMITS, readCapped } from './rpc-passthrough';

/**
 * The toncenter v3 `accountStates` relay (GET /api/rpc/json-rpc/ton/v3/accountStates): many accounts' balances,
 * statuses and data in one request, where v2 JSON-RPC (the passthrough) takes one call per account. Only this read
 * is relayed: the query is parsed (addresses and include_boc, nothing else), rebuilt by us and sent to the configured
 * v3 roots in failover order with their own query (the API key). 2,000 balances with a jetton take 42 requests
 * through it (chains/ton/balances.ts) instead of 4,002 through the v2 passthrough.
 */

/** Addresses per request: what the TON readers send (100 keeps the URL under 8 KB; toncenter takes 1,000). */
export const TON_V3_MAX_ADDRESSES = 100;

/** A TON address as toncenter takes it: raw `wc:hex` or user-friendly (48 characters of base64 or base64url). */
const TON_ADDRESS = /^(?:-?\d{1,3}:[0-9a-fA-F]{64}|[A-Za-z0-9_\-+/]{48})$/;

export const accountStatesQuerySchema = z
  .object({
    address: z.array(z.string().regex(TON_ADDRESS)).min(1).max(TON_V3_MAX_ADDRESSES),
    include_boc: z.enum(['true', 'false']).optional(),
  })
  .strict();

export type AccountStatesQuery = z.infer<typeof accountStatesQuerySchema>;

/** The query parsed: repeated `address` keys as a list; any other key, or a repeated include_boc, refuses it. */
export function parseAccountStatesQuery(search: URLSearchParams): AccountStatesQuery | undefined {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    raw[key] = key === 'address' ? values : values.length === 1 ? values[0] : values;
  }
  const parsed = accountStatesQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export class TonV3Failure extends Error {
  constructor(readonly isTimedOut: boolean) {
    super(isTimedOut ? 'upstream timeout' : 'upstream unreachable');
    this.name = 'TonV3Failure';
  }
}

function upstreamUrl(root: string, query: AccountStatesQuery): string {
  const [base, rootQuery] = root.split('?');
  const search = new URLSearchParams(rootQuery);
  for (const address of query.address) search.append('address', address);
  if (query.include_boc) search.set('include_boc', query.include_boc);
  return `${base.replace(/\/+$/, '')}/accountStates?${search}`;
}

/**
 * Sends the rebuilt query to the first v3 root that answers: a connection failure, a timeout, 429, 5xx or a body that
 * is not JSON moves on (the passthrough's limits: 8 s each, 15 s in all, 10 MiB). Any other answer goes back as it is.
 * Throws TonV3Failure when none answers; the log names hosts only (roots may hold API keys).
 */
export async function relayAccountStates(
  query: AccountStatesQuery,
  roots: readonly string[],
  signal?: AbortSignal,
): Promise<Response> {
  const deadline = Date.now() + RPC_LIMITS.totalTimeoutMs;
  const failures: string[] = [];
  let isTimedOut = false;
  for (const root of roots) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      isTimedOut = true;
      break;
    }
    const timeout = AbortSignal.timeout(Math.min(remaining, RPC_LIMITS.attemptTimeoutMs));
    try {
      const response = await fetch(upstreamUrl(root, query), {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        redirect: 'error',
        cache: 'no-store',
      });
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        failures.push(`${hostOf(root)}: HTTP ${response.status}`);
        continue;
      }
      const answer = await readCapped(response, RPC_LIMITS.maxResponseBytes);
      if (!answer || !looksLikeJson(answer)) {
        failures.push(`${hostOf(root)}: ${answer ? 'not JSON' : 'answer too large'}`);
        continue;
      }
      return new Response(new Uint8Array(answer), {
        status: response.status,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      });
    } catch (error) {
      isTimedOut = timeout.aborted;
      failures.push(`${hostOf(root)}: ${isTimedOut ? 'timeout' : (error as Error).name}`);
    }
  }
  console.warn(`[rpc] ton v3: no upstream answered (${failures.join('; ') || 'none configured'})`);
  throw new TonV3Failure(isTimedOut);
}
