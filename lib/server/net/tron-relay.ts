import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { DEFAULT_TRON_API_URL } from '@/chains/tron/api';
import { getDb } from '@/db';
import { SERVER_CODE, stripSensitive } from '@/lib/errors';
import { ApiError, failureResponse, requestLocale } from '@/lib/server/api/handler';
import { isForeignOrigin } from '@/lib/server/api/request';
import { clientRateLimitKey, hitRateLimit } from '@/lib/server/rate-limit';
import { netConfig } from './config';
import { readBodyCapped } from './read-body';
import { rateLimited, safeFetchApiError } from './refusals';
import { SafeFetchError } from './target';

/**
 * POST /api/rpc/tron/wallet/<method>: the Tron pages' relay to the configured TronGrid-compatible API (TRON_API_URL,
 * else TronGrid). A trusted upstream from our configuration, like the JSON-RPC passthroughs, so it is sent with the
 * global fetch; TRON_API_KEY, when set, goes with every call as TronGrid's TRON-PRO-API-KEY header and never reaches
 * the page. Only the java-tron calls the Tron tools make are relayed, bodies are JSON objects of at most 1 MiB (a
 * deployment carries the contract's bytecode), answers are the node's JSON as it is.
 */

export const TRON_RELAY_METHODS: ReadonlySet<string> = new Set([
  'getaccount',
  'getaccountresource',
  'getchainparameters',
  'getnowblock',
  'triggerconstantcontract',
  'triggersmartcontract',
  'createtransaction',
  'deploycontract',
  'broadcasttransaction',
  'gettransactioninfobyid',
  'gettransactionbyid',
]);

export const TRON_RELAY_LIMITS = {
  maxBodyBytes: 1024 * 1024,
  maxResponseBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
} as const;

const MINUTE_MS = 60_000;
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const tronEnvSchema = z.object({
  TRON_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  TRON_API_KEY: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
});

const methodSchema = z.string().refine((method) => TRON_RELAY_METHODS.has(method));
/** java-tron's HTTP API takes a JSON object for every call the tools make. */
const bodySchema = z.record(z.string(), z.unknown());

/** Where the relay sends, and the key it adds (read at every call, like the rest of lib/server/net's settings). */
export function tronRelayTarget(env: Readonly<Record<string, string | undefined>> = process.env) {
  const parsed = tronEnvSchema.safeParse(env);
  // env.ts checks these at start; a bad value here answers 5000 and the log names the variable, never its value.
  if (!parsed.success)
    throw new Error(`Invalid ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
  return {
    url: (parsed.data.TRON_API_URL ?? DEFAULT_TRON_API_URL).replace(/\/+$/, ''),
    apiKey: parsed.data.TRON_API_KEY,
  };
}

function parseBody(body: Uint8Array): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'body' });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'body' });
  return parsed.data;
}

async function relay(request: NextRequest, methodParam: string): Promise<Response> {
  if (isForeignOrigin(request)) {
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 403, detail: 'origin' });
  }
  const method = methodSchema.safeParse(methodParam);
  if (!method.success) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 404, detail: 'method' });
  const body = parseBody(await readBodyCapped(request, TRON_RELAY_LIMITS.maxBodyBytes));
  const limit = await hitRateLimit(await getDb(), {
    key: clientRateLimitKey(request, 'rpc-tron'),
    limit: netConfig().rpcRateLimitPerMinute,
    windowMs: MINUTE_MS,
  });
  if (!limit.isAllowed) {
    const headers = { 'retry-after': String(Math.max(1, Math.ceil(limit.retryAfterMs / 1000))) };
    return failureResponse(rateLimited(limit.retryAfterMs), requestLocale(request), { headers });
  }
  const target = tronRelayTarget();
  const timeout = AbortSignal.timeout(TRON_RELAY_LIMITS.timeoutMs);
  let upstream: Response;
  try {
    upstream = await fetch(`${target.url}/wallet/${method.data}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(target.apiKey ? { 'TRON-PRO-API-KEY': target.apiKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.any([timeout, request.signal]),
      redirect: 'error',
      cache: 'no-store',
    });
  } catch {
    console.warn(`[rpc] tron: ${new URL(target.url).host} ${timeout.aborted ? 'timed out' : 'unreachable'}`);
    throw new ApiError(SERVER_CODE.INTERNAL_ERROR, undefined, {
      status: timeout.aborted ? 504 : 502,
      detail: timeout.aborted ? 'upstream timeout' : 'upstream unreachable',
    });
  }
  const answer = new Uint8Array(await upstream.arrayBuffer());
  if (answer.byteLength > TRON_RELAY_LIMITS.maxResponseBytes) {
    throw new ApiError(SERVER_CODE.INTERNAL_ERROR, undefined, { status: 502, detail: 'upstream response-too-large' });
  }
  const retryAfter = upstream.headers.get('retry-after');
  // The node's status as it is (TronGrid's 429 included, which the page's client retries), never its other headers.
  return new Response(answer, {
    status: upstream.status,
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...(retryAfter ? { 'retry-after': retryAfter } : {}),
    },
  });
}

/** The route handler of app/api/rpc/tron/wallet/[method]. */
export function defineTronRelayRoute() {
  return async (request: NextRequest, context: { params: Promise<{ method: string }> }): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      return await relay(request, (await context.params).method);
    } catch (error) {
      if (error instanceof ApiError) return failureResponse(error, locale);
      if (error instanceof SafeFetchError) return failureResponse(safeFetchApiError(error, 'body'), locale);
      console.error('[rpc] tron: unexpected error', stripSensitive(error));
      return failureResponse(new ApiError(SERVER_CODE.INTERNAL_ERROR), locale);
    }
  };
}
