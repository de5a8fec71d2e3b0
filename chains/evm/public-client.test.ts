import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chainRpcOverrides, evmPublicClient, evmRpcUrl, UnknownEvmChainError } from '.';

/** A JSON-RPC endpoint that answers 429 to the first `failures` requests, then eth_blockNumber 0x10. */
function startFlakyRpc(failures: number): Promise<{ url: string; requests: () => number; server: Server }> {
  let count = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      count += 1;
      if (count <= failures) {
        response.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
      }
      const { id } = JSON.parse(body) as { id: number };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x10' }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests: () => count, server });
    });
  });
}

describe('evmPublicClient', () => {
  afterEach(() => {
    delete process.env.CHAIN_RPC_56;
    delete process.env.CHAIN_RPC_424242;
  });

  it('knows Ethereum and BSC without configuration', () => {
    expect(evmPublicClient(1).chain?.id).toBe(1);
    expect(evmPublicClient(56).chain?.name).toBe('BNB Smart Chain');
    expect(evmRpcUrl(56)).toMatch(/^https:\/\//);
  });

  it('refuses an unknown chain until CHAIN_RPC_<id> names its RPC', () => {
    expect(() => evmPublicClient(424242)).toThrow(UnknownEvmChainError);
    expect(() => evmPublicClient(0)).toThrow(UnknownEvmChainError);
    process.env.CHAIN_RPC_424242 = 'http://127.0.0.1:1';
    expect(evmPublicClient(424242).chain?.id).toBe(424242);
  });

  it('honours CHAIN_RPC_<id> read at each call, caching one client per URL', () => {
    const defaultClient = evmPublicClient(56);
    expect(evmPublicClient(56)).toBe(defaultClient);
    process.env.CHAIN_RPC_56 = 'http://127.0.0.1:8545';
    expect(evmRpcUrl(56)).toBe('http://127.0.0.1:8545');
    expect(evmPublicClient(56)).not.toBe(defaultClient);
    process.env.CHAIN_RPC_56 = 'ftp://example.com';
    expect(() => evmPublicClient(56)).toThrow(/CHAIN_RPC_56/);
  });

  it('retries a rate-limited RPC (HTTP 429)', async () => {
    const rpc = await startFlakyRpc(2);
    try {
      process.env.CHAIN_RPC_424242 = rpc.url;
      expect(await evmPublicClient(424242).getBlockNumber()).toBe(16n);
      expect(rpc.requests()).toBe(3);
    } finally {
      rpc.server.close();
    }
  });
});

describe('chainRpcOverrides', () => {
  it('collects valid overrides and names every bad one', () => {
    const { urls, issues } = chainRpcOverrides({
      CHAIN_RPC_1: 'https://eth.example.com',
      CHAIN_RPC_56: 'not a url',
      CHAIN_RPC_0: 'http://127.0.0.1:8545',
      CHAIN_RPC_137: 'ws://127.0.0.1:8546',
      CHAIN_RPC_10: '',
      CHAIN_RPC_X: 'ignored: not a chain id key',
      PATH: '/usr/bin',
    });
    expect([...urls]).toEqual([[1, 'https://eth.example.com']]);
    expect(issues).toEqual([
      'CHAIN_RPC_56: must be an http(s) URL',
      'CHAIN_RPC_0: not a valid chain id',
      'CHAIN_RPC_137: must be an http(s) URL',
    ]);
  });
});
