import 'server-only';
import { z } from 'zod';
import type { RpcNetwork } from './config';
import { RPC_METHODS } from './rpc-methods';

const KIB = 1024;

export const RPC_LIMITS = {
  /** A Solana transaction is at most 1232 bytes; 100 getMultipleAccounts of 100 keys stay well below this. */
  maxBodyBytes: 256 * KIB,
  maxBatchCalls: 100,
  maxResponseBytes: 10 * KIB * KIB,
  /** One upstream may take this long before the next is tried… */
  attemptTimeoutMs: 8_000,
  /** …and all of them together this long (the browser's own timeout is 15 s as well). */
  totalTimeoutMs: 15_000,
} as const;

/** JSON-RPC 2.0 error codes we answer with ourselves. */
export const JSON_RPC_ERROR = {
  PARSE_ERROR: -32_700,
  INVALID_REQUEST: -32_600,
  METHOD_NOT_FOUND: -32_601,
  INTERNAL_ERROR: -32_603,
  /** Server-defined range: the upstream nodes failed. */
  UPSTREAM_UNAVAILABLE: -32_000,
  /** EIP-1474's "limit exceeded", which JSON-RPC clients of every chain understand as rate limiting. */
  LIMIT_EXCEEDED: -32_005,
} as const;

type JsonRpcId = string | number | null;

/** A JSON-RPC error answer with an HTTP status (never 5xx for a bad request). */
export class JsonRpcFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly id: JsonRpcId = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'JsonRpcFailure';
  }

  toResponse(): Response {
    return Response.json(
      { jsonrpc: '2.0', id: this.id, error: { code: this.code, message: this.message } },
      { status: this.status, headers: { 'cache-control': 'no-store', ...this.headers } },
    );
  }
}

const callSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

export type JsonRpcCall = z.infer<typeof callSchema>;

const bodySchema = z.union([callSchema, z.array(callSchema)]);

/**
 * Parses and checks a JSON-RPC body: one call or a batch of 1 to maxBatchCalls, every method on the network's
 * allow-list (one refused method refuses the whole batch). Answers the calls, for rate limiting by their count.
 */
export function parseJsonRpcBody(body: Uint8Array, network: RpcNetwork): JsonRpcCall[] {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new JsonRpcFailure(400, JSON_RPC_ERROR.PARSE_ERROR, 'Parse error');
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) throw new JsonRpcFailure(400, JSON_RPC_ERROR.INVALID_REQUEST, 'Invalid request');
  const calls = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  const id = Array.isArray(parsed.data) ? null : (parsed.data.id ?? null);
  if (calls.length === 0) throw new JsonRpcFailure(400, JSON_RPC_ERROR.INVALID_REQUEST, 'Empty batch');
  if (calls.length > RPC_LIMITS.maxBatchCalls) {
    throw new JsonRpcFailure(
      413,
      JSON_RPC_ERROR.INVALID_REQUEST,
      `Batch too large: at most ${RPC_LIMITS.maxBatchCalls} calls`,
    );
  }
  const refused = calls.find((call) => !RPC_METHODS[network].has(call.method));
  if (refused) {
    throw new JsonRpcFailure(400, JSON_RPC_ERROR.METHOD_NOT_FOUND, `Method not allowed: ${refused.method}`, id);
  }
  return calls;
}

export async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function looksLikeJson(body: Uint8Array): boolean {
  const first = Buffer.from(body.subarray(0, 64)).toString('utf8').trimStart()[0];
  return first === '{' || first === '[';
}

export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : 'invalid URL';
}

/**
 * Sends the checked body to the first upstream that answers: a connection failure, a timeout, 429, 5xx or a body
 * that is not JSON moves on to the next one (failover order = configuration order). Any other answer, JSON-RPC
 * errors included, is the node's answer and goes back as it is. Upstream URLs (they may hold API keys) are never
 * echoed; the log names hosts only.
 */
export async function relayJsonRpc(
  network: RpcNetwork,
  body: Uint8Array,
  upstreams: readonly string[],
  signal?: AbortSignal,
): Promise<Response> {
  const deadline = Date.now() + RPC_LIMITS.totalTimeoutMs;
  const failures: string[] = [];
  let isTimedOut = false;
  for (const upstream of upstreams) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      isTimedOut = true;
      break;
    }
    const timeout = AbortSignal.timeout(Math.min(remaining, RPC_LIMITS.attemptTimeoutMs));
    try {
      const response = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: Buffer.from(body),
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        redirect: 'error',
        cache: 'no-store',
      });
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        failures.push(`${hostOf(upstream)}: HTTP ${response.status}`);
        continue;
      }
      const answer = await readCapped(response, RPC_LIMITS.maxResponseBytes);
      if (!answer) {
        failures.push(`${hostOf(upstream)}: answer too large`);
        continue;
      }
      if (!looksLikeJson(answer)) {
        failures.push(`${hostOf(upstream)}: not JSON`);
        continue;
      }
      return new Response(new Uint8Array(answer), {
        status: response.status,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      });
    } catch (error) {
      isTimedOut = timeout.aborted;
      failures.push(`${hostOf(upstream)}: ${isTimedOut ? 'timeout' : (error as Error).name}`);
    }
  }
  console.warn(`[rpc] ${network}: no upstream answered (${failures.join('; ')})`);
  throw new JsonRpcFailure(
    isTimedOut ? 504 : 502,
    JSON_RPC_ERROR.UPSTREAM_UNAVAILABLE,
    isTimedOut ? 'Upstream RPC timed out' : 'Upstream RPC unavailable',
  );
}
