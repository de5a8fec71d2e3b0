import 'server-only';
import type { NextRequest } from 'next/server';
import { type ZodType, z } from 'zod';
import { stripSensitive } from '@/lib/errors';
import { isForeignOrigin } from '@/lib/server/api/request';
import { hitClientRateLimit } from '@/lib/server/rate-limit';

/**
 * defineHandler's counterpart for endpoints that speak JSON-RPC 2.0 instead of our envelope (spec §7: "result
 * returned, else error.message thrown"). Same rules: foreign-origin writes are refused, the request is parsed with
 * zod, bad input is a 4xx with a message naming what is wrong, and unexpected errors answer -32603 without internals
 * (logged with sensitive fields stripped).
 */

/** Standard JSON-RPC codes, plus EIP-1474's -32005 "limit exceeded" and -32000 for a failed call. */
export const JSON_RPC_CODE = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  SERVER_ERROR: -32000,
  LIMIT_EXCEEDED: -32005,
} as const;

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly options: { status?: number; data?: unknown; headers?: HeadersInit } = {},
  ) {
    super(message);
    this.name = 'JsonRpcError';
  }
}

export type JsonRpcId = string | number | null;

export function jsonRpcResult(id: JsonRpcId, result: unknown, init: ResponseInit = {}): Response {
  return Response.json({ jsonrpc: '2.0', id, result }, init);
}

export function jsonRpcFailure(id: JsonRpcId, error: JsonRpcErrorObject, init: ResponseInit = {}): Response {
  return Response.json({ jsonrpc: '2.0', id, error }, init);
}

/** Reads at most `maxBytes` of the body; more throws (413) without reading the rest. */
async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new JsonRpcError(JSON_RPC_CODE.INVALID_REQUEST, `request body is larger than ${maxBytes} bytes`, { status: 413 });
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

const envelopeSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().max(100),
  params: z.unknown(),
});

/** `params[0].txs[2]` from a zod path. */
function describePath(path: readonly PropertyKey[]): string {
  let text = 'params';
  for (const part of path) text += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  return text;
}

export interface JsonRpcRateLimit {
  /** What is counted, per client address (lib/server/rate-limit's hitClientRateLimit). */
  scope: string;
  limit: number;
  windowMs: number;
}

/** Counts the call; a failing database lets it through (logged), as defineHandler does: a guard, not the gate. */
async function enforceRateLimit(request: NextRequest, rateLimit: JsonRpcRateLimit): Promise<void> {
  let retryAfterSeconds = 0;
  try {
    retryAfterSeconds = (await hitClientRateLimit(request, rateLimit)).retryAfterSeconds;
  } catch (error) {
    console.error('[rpc] rate limit unavailable', request.nextUrl.pathname, stripSensitive(error));
  }
  if (retryAfterSeconds > 0) {
    throw new JsonRpcError(JSON_RPC_CODE.LIMIT_EXCEEDED, `too many requests, retry in ${retryAfterSeconds} s`, {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

export interface JsonRpcHandlerDefinition<Params> {
  method: string;
  params: ZodType<Params>;
  maxBodyBytes: number;
  /** Read per request (configuration may change between calls). */
  rateLimit?: () => JsonRpcRateLimit;
  /** The `result`; throw JsonRpcError for an `error` answer. */
  handle: (params: Params, context: { request: NextRequest }) => Promise<unknown>;
}

export function defineJsonRpcHandler<Params>(definition: JsonRpcHandlerDefinition<Params>) {
  return async (request: NextRequest): Promise<Response> => {
    let id: JsonRpcId = null;
    try {
      if (isForeignOrigin(request)) {
        throw new JsonRpcError(JSON_RPC_CODE.INVALID_REQUEST, 'requests from other sites are refused', { status: 403 });
      }
      const text = await readLimitedText(request, definition.maxBodyBytes);
      if (definition.rateLimit) await enforceRateLimit(request, definition.rateLimit());
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new JsonRpcError(JSON_RPC_CODE.PARSE_ERROR, 'request body is not valid JSON', { status: 400 });
      }
      if (Array.isArray(raw)) {
        throw new JsonRpcError(JSON_RPC_CODE.INVALID_REQUEST, 'batch requests are not supported', { status: 400 });
      }
      const envelope = envelopeSchema.safeParse(raw);
      if (!envelope.success) {
        const fields = [...new Set(envelope.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
        throw new JsonRpcError(JSON_RPC_CODE.INVALID_REQUEST, `invalid request: ${fields.join(', ')}`, { status: 400 });
      }
      id = envelope.data.id ?? null;
      if (envelope.data.method !== definition.method) {
        throw new JsonRpcError(
          JSON_RPC_CODE.METHOD_NOT_FOUND,
          `method not found: this endpoint serves ${definition.method}`,
          { status: 400 },
        );
      }
      const params = definition.params.safeParse(envelope.data.params);
      if (!params.success) {
        const fields = [...new Set(params.error.issues.map((issue) => describePath(issue.path)))];
        throw new JsonRpcError(JSON_RPC_CODE.INVALID_PARAMS, `invalid params: ${fields.join(', ')}`, { status: 400 });
      }
      return jsonRpcResult(id, await definition.handle(params.data, { request }));
    } catch (error) {
      if (error instanceof JsonRpcError) {
        const { status = 200, data, headers } = error.options;
        const body: JsonRpcErrorObject = { code: error.code, message: error.message };
        if (data !== undefined) body.data = data;
        return jsonRpcFailure(id, body, { status, headers });
      }
      console.error('[rpc] unexpected error', request.method, request.nextUrl.pathname, stripSensitive(error));
      return jsonRpcFailure(id, { code: JSON_RPC_CODE.INTERNAL_ERROR, message: 'internal error' }, { status: 500 });
    }
  };
}
