import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { controlMethods } from './control-methods';
import { E2eSolanaChain } from './e2e-chain';
import { JsonRpcError } from './json-rpc-error';
import { type RpcMethod, solanaRpcMethods, unknownMethod } from './rpc-methods';

// Test support only: a Solana JSON-RPC 2.0 server over HTTP for the e2e run, backed by litesvm (e2e-chain.ts).
// Single calls and batches, the node's error codes; the site's /api/rpc passthrough relays to it
// (SOLANA_RPC_UPSTREAMS), and tests call it directly for balances and fixtures (control-methods.ts).

const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface SolanaRpcServer {
  url: string;
  chain: E2eSolanaChain;
  /** Every method called, in order (batch entries one by one). */
  calls: string[];
  stop(): Promise<void>;
}

interface JsonRpcCall {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

const errorAnswer = (id: unknown, error: JsonRpcError) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
});

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startSolanaRpcServer(chain = new E2eSolanaChain()): Promise<SolanaRpcServer> {
  const calls: string[] = [];
  const state = { prioritizationFees: [0] };
  const methods: Record<string, RpcMethod> = {
    ...solanaRpcMethods(chain, { prioritizationFees: () => state.prioritizationFees }),
    ...controlMethods(chain, state),
    /** [{ from? }] → the methods called since index `from`. */
    e2e_calls: ([options]) => calls.slice(Number((options as { from?: number } | undefined)?.from ?? 0)),
  };

  async function answer(call: JsonRpcCall) {
    if (call === null || typeof call !== 'object' || call.jsonrpc !== '2.0' || typeof call.method !== 'string') {
      return errorAnswer(call?.id, new JsonRpcError(-32_600, 'Invalid request'));
    }
    calls.push(call.method);
    try {
      const method = Object.hasOwn(methods, call.method) ? methods[call.method] : undefined;
      if (!method) throw unknownMethod(call.method);
      if (call.params !== undefined && !Array.isArray(call.params)) {
        throw new JsonRpcError(-32_602, 'Invalid params: params must be an array');
      }
      const result = await method((call.params as unknown[] | undefined) ?? []);
      return { jsonrpc: '2.0', id: call.id ?? null, result };
    } catch (error) {
      const failure =
        error instanceof JsonRpcError
          ? error
          : new JsonRpcError(-32_603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
      return errorAnswer(call.id, failure);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST') return send(405, errorAnswer(null, new JsonRpcError(-32_600, 'POST only')));
    const body = await readBody(request);
    if (!body) return send(413, errorAnswer(null, new JsonRpcError(-32_600, 'Request too large')));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return send(200, errorAnswer(null, new JsonRpcError(-32_700, 'Parse error')));
    }
    if (!Array.isArray(parsed)) return send(200, await answer(parsed as JsonRpcCall));
    if (parsed.length === 0) return send(200, errorAnswer(null, new JsonRpcError(-32_600, 'Empty batch')));
    // In order, one at a time: each call sees the chain as the previous one left it.
    const answers = [];
    for (const call of parsed) answers.push(await answer(call as JsonRpcCall));
    return send(200, answers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    chain,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
