import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db';
import { SERVER_CODE, stripSensitive } from '@/lib/errors';
import { ApiError, failureResponse, requestLocale } from '@/lib/server/api/handler';
import { isForeignOrigin } from '@/lib/server/api/request';
import { clientRateLimitKey, hitRateLimit } from '@/lib/server/rate-limit';
import { netConfig, type RpcNetwork } from './config';
import { PROXY_LIMITS, type ProxyKind, proxyRequest } from './proxy';
import { readBodyCapped } from './read-body';
import { rateLimited, safeFetchApiError } from './refusals';
import { JSON_RPC_ERROR, JsonRpcFailure, parseJsonRpcBody, RPC_LIMITS, relayJsonRpc } from './rpc-passthrough';
import { SafeFetchError } from './target';
import { parseAccountStatesQuery, relayAccountStates, TonV3Failure } from './ton-v3';

const MINUTE_MS = 60_000;

/*
 * The proxy answers the third party's body (not the envelope) and the passthroughs answer JSON-RPC, so neither fits
 * defineHandler; these wrappers keep its rules: zod parsing, the Origin rule, 5016 for bad input, 5000 without
 * internals for the unexpected (JSON-RPC error objects on the JSON-RPC endpoints).
 */

const proxyQuerySchema = z.object({ url: z.string().min(1).max(4096) });

/** The proxy is for our own pages: isForeignOrigin's rule, for GET too (no open relay for other sites' visitors). */
function isCrossSite(request: NextRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return !URL.canParse(origin) || new URL(origin).host !== host;
}

function retryAfter(milliseconds: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(milliseconds / 1000))) };
}

async function proxyAnswer(kind: ProxyKind, request: NextRequest): Promise<Response> {
  if (isCrossSite(request)) {
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 403, detail: 'origin' });
  }
  const query = proxyQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'url' });
  if (kind === 'upload' && !request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 415, detail: 'content-type' });
  }
  const config = netConfig();
  const limit = await hitRateLimit(await getDb(), {
    key: clientRateLimitKey(request, 'rpc-proxy'),
    limit: config.proxyRateLimitPerMinute,
    windowMs: MINUTE_MS,
  });
  if (!limit.isAllowed) {
    return failureResponse(rateLimited(limit.retryAfterMs), requestLocale(request), {
      headers: retryAfter(limit.retryAfterMs),
    });
  }
  const body = kind === 'get' ? undefined : await readBodyCapped(request, PROXY_LIMITS[kind].maxRequestBytes);
  return proxyRequest(
    { kind, url: query.data.url, headers: request.headers, body, signal: request.signal },
    { allowedHosts: config.proxyAllowedHosts, isHttpAllowed: config.isHttpAllowed },
  );
}

/** GET /api/rpc/proxy, POST /api/rpc/proxy/post and /upload: see proxy.ts. */
export function defineProxyRoute(kind: ProxyKind) {
  return async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      return await proxyAnswer(kind, request);
    } catch (error) {
      if (error instanceof SafeFetchError) return failureResponse(safeFetchApiError(error), locale);
      if (error instanceof ApiError) return failureResponse(error, locale);
      console.error('[rpc-proxy] unexpected error', kind, stripSensitive(error));
      return failureResponse(new ApiError(SERVER_CODE.INTERNAL_ERROR), locale);
    }
  };
}

async function jsonRpcAnswer(network: RpcNetwork, request: NextRequest): Promise<Response> {
  if (isForeignOrigin(request)) {
    throw new JsonRpcFailure(403, JSON_RPC_ERROR.INVALID_REQUEST, 'Cross-origin requests are not allowed');
  }
  const config = netConfig();
  const body = await readBodyCapped(request, RPC_LIMITS.maxBodyBytes);
  const calls = parseJsonRpcBody(body, network);
  const limit = await hitRateLimit(await getDb(), {
    key: clientRateLimitKey(request, 'rpc-passthrough'),
    limit: config.rpcRateLimitPerMinute,
    windowMs: MINUTE_MS,
    weight: calls.length,
  });
  if (!limit.isAllowed) {
    const headers = retryAfter(limit.retryAfterMs);
    throw new JsonRpcFailure(429, JSON_RPC_ERROR.LIMIT_EXCEEDED, 'Rate limit exceeded', null, headers);
  }
  return relayJsonRpc(network, body, config.upstreams[network], request.signal);
}

/** POST /api/rpc (Solana), /api/rpc/dev (Solana devnet), /api/rpc/json-rpc/ton: see rpc-passthrough.ts. */
export function defineJsonRpcRoute(network: RpcNetwork) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      return await jsonRpcAnswer(network, request);
    } catch (error) {
      if (error instanceof JsonRpcFailure) return error.toResponse();
      if (error instanceof SafeFetchError && error.reason === 'request-too-large') {
        const limit = `at most ${RPC_LIMITS.maxBodyBytes} bytes`;
        return new JsonRpcFailure(413, JSON_RPC_ERROR.INVALID_REQUEST, `Request too large: ${limit}`).toResponse();
      }
      console.error('[rpc] unexpected error', network, stripSensitive(error));
      return new JsonRpcFailure(500, JSON_RPC_ERROR.INTERNAL_ERROR, 'Internal error').toResponse();
    }
  };
}

async function tonV3Answer(request: NextRequest): Promise<Response> {
  if (isCrossSite(request)) {
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 403, detail: 'origin' });
  }
  const query = parseAccountStatesQuery(request.nextUrl.searchParams);
  if (!query) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'address' });
  const config = netConfig();
  // One request is one call of the passthroughs' budget: it replaces up to 100 v2 calls, which is its point.
  const limit = await hitRateLimit(await getDb(), {
    key: clientRateLimitKey(request, 'rpc-passthrough'),
    limit: config.rpcRateLimitPerMinute,
    windowMs: MINUTE_MS,
  });
  if (!limit.isAllowed) {
    return failureResponse(rateLimited(limit.retryAfterMs), requestLocale(request), {
      headers: retryAfter(limit.retryAfterMs),
    });
  }
  return relayAccountStates(query, config.tonV3Upstreams, request.signal);
}

/**
 * GET /api/rpc/json-rpc/ton/v3/accountStates: toncenter v3 accountStates relayed to the configured v3 roots (see
 * ton-v3.ts). Answers the upstream's JSON, or an envelope: 5016 for a bad query (400) or a cross-site call (403),
 * 5021 429 over the rate limit, 5000 502/504 when no upstream answers.
 */
export function defineTonV3Route() {
  return async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      return await tonV3Answer(request);
    } catch (error) {
      if (error instanceof ApiError) return failureResponse(error, locale);
      if (error instanceof TonV3Failure) {
        const status = error.isTimedOut ? 504 : 502;
        return failureResponse(
          new ApiError(SERVER_CODE.INTERNAL_ERROR, undefined, { status, detail: error.message }),
          locale,
        );
      }
      console.error('[rpc] ton v3: unexpected error', stripSensitive(error));
      return failureResponse(new ApiError(SERVER_CODE.INTERNAL_ERROR), locale);
    }
  };
}
