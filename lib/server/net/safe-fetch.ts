import 'server-only';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { systemResolver } from './resolve';
import { SafeFetchError, type TargetPolicy, type VettedTarget, vetTarget } from './target';
import { netTestOverrides } from './test-overrides';

export { SafeFetchError, type SafeFetchFailure, type SafeFetchRefusal, type UpstreamFailure } from './target';

export interface SafeFetchLimits {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  maxRequestBytes: number;
  /** After decompression. */
  maxResponseBytes: number;
  maxRedirects: number;
}

export interface SafeFetchRequest {
  url: string;
  method: 'GET' | 'POST';
  /** Lowercase names; the caller decides what is forwarded. */
  headers?: Readonly<Record<string, string>>;
  body?: Uint8Array;
  /** The client went away: stop. */
  signal?: AbortSignal;
}

export interface SafeFetchResponse {
  status: number;
  statusText: string;
  /** Lowercase names; content-encoding removed (the body is decoded). */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** After redirects. */
  url: string;
}

export interface SafeFetchOptions extends TargetPolicy, SafeFetchLimits {}

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const BODILESS_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);
/** Headers kept when a redirect leaves the origin: credentials meant for one host never go to another. */
const CROSS_ORIGIN_HEADERS: ReadonlySet<string> = new Set(['accept', 'content-type']);

/** Connects to the vetted address whatever the name would resolve to now: a second lookup cannot rebind it. */
function pinnedLookup(target: VettedTarget): LookupFunction {
  const { address, family } = target.address;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  if (encoding === 'identity' || encoding === '') return response;
  throw new SafeFetchError('bad-response', `unsupported content-encoding ${encoding}`);
}

function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new SafeFetchError('response-too-large', `declared ${declared} bytes`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let isSettled = false;
    let stream: Readable = response;
    const settle = (error: Error | undefined) => {
      if (isSettled) return;
      isSettled = true;
      signal.removeEventListener('abort', onAbort);
      if (!error) {
        resolve(Buffer.concat(chunks));
        return;
      }
      response.destroy();
      stream.destroy();
      reject(error);
    };
    const onAbort = () => settle(new SafeFetchError('unreachable', 'aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      stream = decoded(response);
    } catch (error) {
      settle(error as Error);
      return;
    }
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) settle(new SafeFetchError('response-too-large', `more than ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    stream.on('end', () => settle(undefined));
    stream.on('error', (error) => settle(new SafeFetchError('bad-response', error.message)));
    stream.on('close', () => settle(new SafeFetchError('unreachable', 'closed before the end')));
    response.on('error', (error) => settle(new SafeFetchError('unreachable', error.message)));
  });
}

interface Hop {
  response: IncomingMessage;
}

function sendHop(
  target: VettedTarget,
  request: { method: string; headers: Record<string, string>; body?: Uint8Array },
  signal: AbortSignal,
): Promise<Hop> {
  const options: RequestOptions = {
    host: target.hostname,
    port: target.port,
    path: `${target.url.pathname}${target.url.search}`,
    method: request.method,
    headers: request.headers,
    lookup: pinnedLookup(target),
    // A fresh connection per request: a pooled socket could have been opened for another vetted address.
    agent: false,
    signal,
  };
  return new Promise((resolve, reject) => {
    const outgoing = (target.isHttps ? httpsRequest : httpRequest)(options, (response) => resolve({ response }));
    outgoing.on('error', (error) => reject(new SafeFetchError('unreachable', error.message)));
    outgoing.end(request.body);
  });
}

function headersOf(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SafeFetchError('unreachable', 'aborted'));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('unreachable', 'aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * fetch for URLs that come from users: every hop (the first URL and each redirect) is vetted against the policy
 * and its DNS answers against the address rules, then connected to the vetted address only (see pinnedLookup).
 * Bodies are capped both ways; the whole exchange has one deadline. Failures are SafeFetchErrors.
 */
export async function safeFetch(request: SafeFetchRequest, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const overrides = netTestOverrides();
  const policy: TargetPolicy = {
    allowedHosts: options.allowedHosts,
    isHttpAllowed: options.isHttpAllowed || overrides.allowHttpForTests === true,
  };
  const vetOptions = {
    resolve: overrides.resolve ?? systemResolver,
    allowPrivate: new Set(overrides.allowPrivateForTests ?? []),
  };
  if (request.body && request.body.byteLength > options.maxRequestBytes) {
    throw new SafeFetchError('request-too-large', `more than ${options.maxRequestBytes} bytes`);
  }
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onCallerAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (request.signal?.aborted) controller.abort();
  let method = request.method;
  let body = request.body;
  let headers: Record<string, string> = { ...request.headers };
  let url = request.url;
  try {
    for (let hop = 0; ; hop += 1) {
      const target = await abortable(vetTarget(url, policy, vetOptions), controller.signal);
      const outgoingHeaders: Record<string, string> = {
        ...headers,
        'accept-encoding': 'gzip, deflate, br',
        connection: 'close',
        ...(body ? { 'content-length': String(body.byteLength) } : {}),
      };
      const { response } = await sendHop(target, { method, headers: outgoingHeaders, body }, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (hop >= options.maxRedirects) throw new SafeFetchError('too-many-redirects');
        const next = URL.canParse(location, target.url) ? new URL(location, target.url) : undefined;
        if (!next) throw new SafeFetchError('invalid-url', 'redirect to an invalid URL');
        // As fetch does: 303, and 301/302 after a POST, continue as a GET without the body.
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        if (next.origin !== target.url.origin) {
          headers = Object.fromEntries(Object.entries(headers).filter(([name]) => CROSS_ORIGIN_HEADERS.has(name)));
        }
        url = next.href;
        continue;
      }
      if (status < 200 || status > 599) {
        response.destroy();
        throw new SafeFetchError('bad-response', `status ${status}`);
      }
      const isBodiless = BODILESS_STATUSES.has(status);
      if (isBodiless) response.destroy();
      const responseBody = isBodiless
        ? Buffer.alloc(0)
        : await readCapped(response, options.maxResponseBytes, controller.signal);
      return {
        status,
        statusText: response.statusMessage ?? '',
        headers: headersOf(response),
        body: responseBody,
        url: target.url.href,
      };
    }
  } catch (error) {
    if (isTimedOut) throw new SafeFetchError('timeout', `no complete answer within ${options.timeoutMs} ms`);
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('unreachable', (error as Error).message);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}
