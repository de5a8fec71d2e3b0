import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test and bench support only: a JSON-RPC endpoint answering eth_feeHistory, counting the calls per chain.

export interface FeeHistoryServer {
  /** The RPC URL of one chain: each chain gets its own path, so calls are counted per chain. */
  urlFor(chainId: number): string;
  calls(chainId: number): number;
  totalCalls(): number;
  /** Milliseconds each answer waits, so concurrent requests really overlap a read. */
  setDelayMs(delayMs: number): void;
  close(): Promise<void>;
}

const GWEI = 1_000_000_000n;
const hex = (value: bigint) => `0x${value.toString(16)}`;

/** A block window where the chain's base fee is `chainId % 50 + 1` Gwei and tips are 1, 2 and 3 Gwei. */
export function startFeeHistoryServer(): Promise<FeeHistoryServer> {
  const counts = new Map<number, number>();
  let delayMs = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const chainId = Number(request.url?.slice(1));
      counts.set(chainId, (counts.get(chainId) ?? 0) + 1);
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      const blocks = Number(params?.[0] ?? 1);
      const baseFee = BigInt((chainId % 50) + 1) * GWEI;
      const result =
        method === 'eth_feeHistory'
          ? {
              oldestBlock: hex(1_000n),
              baseFeePerGas: Array.from({ length: blocks + 1 }, () => hex(baseFee)),
              gasUsedRatio: Array.from({ length: blocks }, () => 0.5),
              reward: Array.from({ length: blocks }, () => [hex(GWEI), hex(2n * GWEI), hex(3n * GWEI)]),
            }
          : null;
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
      }, delayMs);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        urlFor: (chainId) => `http://127.0.0.1:${port}/${chainId}`,
        calls: (chainId) => counts.get(chainId) ?? 0,
        totalCalls: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
        setDelayMs: (next) => {
          delayMs = next;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
