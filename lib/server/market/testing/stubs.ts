import type { ServerResponse } from 'node:http';
import { concat, type Hex, keccak256, recoverMessageAddress, stringToHex } from 'viem';
import { type LocalServer, type RecordedRequest, sendJson, startLocalServer } from '@/lib/http/test-server';

// Test support only: local stand-ins for the market upstreams, answering the shapes the real services do.

/**
 * How a builder stub behaves:
 * - flashbots: like relay.flashbots.net, checks X-Flashbots-Signature and blockNumber, answers `{bundleHash}`;
 * - accept: answers `{bundleHash}` without checks (Titan, beaverbuild take unsigned requests);
 * - accept-null: answers `result: null`;
 * - refuse: HTTP 400 with a JSON-RPC error, as builders answer a bundle they reject;
 * - hang: never answers;
 * - html: HTTP 502 with an HTML page, as a load balancer in front of a builder does.
 */
export type BuilderMode = 'flashbots' | 'accept' | 'accept-null' | 'refuse' | 'hang' | 'html';

export interface BuilderStub extends LocalServer {
  mode: BuilderMode;
  /** The refusal message in mode 'refuse'. */
  refusal: string;
}

function rpcError(response: ServerResponse, id: unknown, code: number, message: string, status = 400) {
  sendJson(response, { jsonrpc: '2.0', id: id ?? null, error: { code, message } }, status);
}

/** Flashbots' bundle hash: keccak256 over the concatenated transaction hashes. */
export function bundleHashOf(txs: readonly Hex[]): Hex {
  return keccak256(concat(txs.map((tx) => keccak256(tx))));
}

async function answerBundle(stub: BuilderStub, request: RecordedRequest, response: ServerResponse) {
  if (stub.mode === 'hang') return;
  if (stub.mode === 'html') {
    response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
    return;
  }
  let payload: { id?: unknown; method?: unknown; params?: [{ txs?: Hex[]; blockNumber?: unknown }] };
  try {
    payload = JSON.parse(request.body);
  } catch {
    rpcError(response, null, -32700, 'parse error');
    return;
  }
  if (payload.method !== 'eth_sendBundle') {
    rpcError(response, payload.id, -32601, 'method not found');
    return;
  }
  const bundle = payload.params?.[0];
  if (!Array.isArray(bundle?.txs)) {
    rpcError(response, payload.id, -32602, 'invalid params');
    return;
  }
  if (stub.mode === 'refuse') {
    rpcError(response, payload.id, -32000, stub.refusal);
    return;
  }
  if (stub.mode === 'flashbots') {
    const header = String(request.headers['x-flashbots-signature'] ?? '');
    const [address, signature] = header.split(':');
    const signer = signature
      ? await recoverMessageAddress({ message: keccak256(stringToHex(request.body)), signature: signature as Hex })
      : undefined;
    if (!signer || signer.toLowerCase() !== address?.toLowerCase()) {
      rpcError(response, payload.id, -32600, 'signer address does not equal expected', 403);
      return;
    }
    if (typeof bundle.blockNumber !== 'string') {
      rpcError(response, payload.id, -32602, 'missing blockNumber param');
      return;
    }
  }
  const result = stub.mode === 'accept-null' ? null : { bundleHash: bundleHashOf(bundle.txs) };
  sendJson(response, { jsonrpc: '2.0', id: payload.id ?? null, result });
}

export async function startBuilderStub(mode: BuilderMode): Promise<BuilderStub> {
  let stub: BuilderStub | undefined;
  const server = await startLocalServer((request, response) => {
    if (stub) void answerBundle(stub, request, response);
  });
  stub = Object.assign(server, { mode, refusal: 'bundle simulation failed: nonce too low' });
  return stub;
}

/** An RPC node that knows its latest block (eth_blockNumber only). */
export async function startBlockNumberStub(latest: number): Promise<LocalServer> {
  return startLocalServer((request, response) => {
    const { id, method } = JSON.parse(request.body) as { id: unknown; method: string };
    if (method === 'eth_blockNumber') sendJson(response, { jsonrpc: '2.0', id, result: `0x${latest.toString(16)}` });
    else rpcError(response, id, -32601, 'method not found', 200);
  });
}

/** One getsourcecode record as Etherscan writes it (all strings). */
export interface SourceRecord {
  SourceCode: string;
  ABI: string;
  ContractName: string;
  CompilerVersion: string;
  OptimizationUsed: string;
  Runs: string;
  ConstructorArguments: string;
  EVMVersion: string;
  Library: string;
  LicenseType: string;
  Proxy: string;
  Implementation: string;
  SwarmSource: string;
}

/** Etherscan's record for an address without verified source (EOAs too). */
export const UNVERIFIED_RECORD: SourceRecord = {
  SourceCode: '',
  ABI: 'Contract source code not verified',
  ContractName: '',
  CompilerVersion: '',
  OptimizationUsed: '',
  Runs: '',
  ConstructorArguments: '',
  EVMVersion: 'Default',
  Library: '',
  LicenseType: 'Unknown',
  Proxy: '0',
  Implementation: '',
  SwarmSource: '',
};

export const ERC20_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'who', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
];

export function verifiedRecord(overrides: Partial<SourceRecord> = {}): SourceRecord {
  return {
    ...UNVERIFIED_RECORD,
    SourceCode: 'pragma solidity ^0.4.17; contract TetherToken { }',
    ABI: JSON.stringify(ERC20_ABI),
    ContractName: 'TetherToken',
    CompilerVersion: 'v0.4.18+commit.9cf6e910',
    OptimizationUsed: '0',
    Runs: '200',
    LicenseType: 'None',
    ...overrides,
  };
}

export interface ExplorerStub extends LocalServer {
  /** Records by `<chainId>:<lowercase address>`; anything else is unverified. */
  records: Map<string, SourceRecord>;
  /** Chains this explorer serves (v2 multichain rule: others are refused). */
  chainIds: Set<number>;
  /** The key requests must carry; undefined: any. */
  apiKey?: string;
  /** The next `count` requests answer Etherscan's rate-limit refusal. */
  rateLimitNext(count: number): void;
}

/** An Etherscan v2 stand-in: `GET ?chainid=&module=contract&action=getsourcecode&address=&apikey=`. */
export async function startExplorerStub(options: { isMultichain?: boolean } = {}): Promise<ExplorerStub> {
  const isMultichain = options.isMultichain ?? true;
  let rateLimited = 0;
  let stub: ExplorerStub | undefined;
  const notOk = (response: ServerResponse, result: string) =>
    sendJson(response, { status: '0', message: 'NOTOK', result });
  const server = await startLocalServer((request, response) => {
    if (!stub) return;
    const query = new URL(request.url, 'http://localhost').searchParams;
    if (rateLimited > 0) {
      rateLimited -= 1;
      notOk(response, 'Max rate limit reached');
      return;
    }
    if (stub.apiKey !== undefined && query.get('apikey') !== stub.apiKey) {
      notOk(response, 'Missing/Invalid API Key');
      return;
    }
    const chainId = isMultichain ? Number(query.get('chainid')) : 1;
    if (isMultichain && !stub.chainIds.has(chainId)) {
      notOk(
        response,
        'Missing or unsupported chainid parameter (required for v2 api), please see https://api.etherscan.io/v2/chainlist for the list of supported chainids',
      );
      return;
    }
    if (query.get('module') !== 'contract' || query.get('action') !== 'getsourcecode') {
      notOk(response, 'Error! Missing Or invalid Module name');
      return;
    }
    const address = query.get('address') ?? '';
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      notOk(response, 'Invalid Address format');
      return;
    }
    const record = stub.records.get(`${chainId}:${address.toLowerCase()}`) ?? UNVERIFIED_RECORD;
    sendJson(response, { status: '1', message: 'OK', result: [record] });
  });
  stub = Object.assign(server, {
    records: new Map<string, SourceRecord>(),
    chainIds: new Set([1, 56]),
    apiKey: undefined as string | undefined,
    rateLimitNext: (count: number) => {
      rateLimited = count;
    },
  });
  return stub;
}

export interface PriceStub extends LocalServer {
  /** USD prices by CoinGecko id. */
  prices: Map<string, number>;
  /** Unix seconds the stub reports as `last_updated_at`; undefined: now. */
  lastUpdatedAt?: number;
  /** 'ok', 'error' (HTTP 500) or 'rate-limited' (CoinGecko's HTTP 429 body). */
  mode: 'ok' | 'error' | 'rate-limited';
  /** Milliseconds before answering (to hold concurrent requests in flight). */
  delayMs: number;
}

/** A CoinGecko stand-in: `GET /api/v3/simple/price?ids=a,b&vs_currencies=usd&include_last_updated_at=true`. */
export async function startPriceStub(): Promise<PriceStub> {
  let stub: PriceStub | undefined;
  const server = await startLocalServer((request, response) => {
    if (!stub) return;
    const current = stub;
    setTimeout(() => {
      const url = new URL(request.url, 'http://localhost');
      if (current.mode === 'error') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        return;
      }
      if (current.mode === 'rate-limited') {
        const message = "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing";
        sendJson(response, { status: { error_code: 429, error_message: message } }, 429);
        return;
      }
      if (url.pathname !== '/api/v3/simple/price' || url.searchParams.get('vs_currencies') !== 'usd') {
        sendJson(response, { error: 'Not Found' }, 404);
        return;
      }
      const withTime = url.searchParams.get('include_last_updated_at') === 'true';
      const answer: Record<string, { usd: number; last_updated_at?: number }> = {};
      for (const id of (url.searchParams.get('ids') ?? '').split(',')) {
        const usd = current.prices.get(id);
        if (usd === undefined) continue;
        const lastUpdatedAt = current.lastUpdatedAt ?? Math.floor(Date.now() / 1000);
        answer[id] = withTime ? { usd, last_updated_at: lastUpdatedAt } : { usd };
      }
      sendJson(response, answer);
    }, current.delayMs);
  });
  stub = Object.assign(server, {
    prices: new Map<string, number>([
      ['ethereum', 3068.42],
      ['binancecoin', 612.7],
      ['tether', 1.0002],
      ['bitcoin', 97123.5],
      ['solana', 142.31],
    ]),
    lastUpdatedAt: undefined as number | undefined,
    mode: 'ok' as PriceStub['mode'],
    delayMs: 0,
  });
  return stub;
}
