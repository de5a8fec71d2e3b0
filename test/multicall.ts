import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Address, createWalletClient, type Hash, type Hex, http, parseAbi } from 'viem';
import { MULTICALL3_ADDRESS } from '@/chains/evm/balances';
import artifact from '@/contracts/test/Multicall3Compatible.json';
import { MULTICALL3_COMPATIBLE_SPEC } from '@/contracts/tooling/checked-in-contracts';
import { type ContractArtifact, compileContract, writeArtifact } from '@/contracts/tooling/compile';
import { ANVIL_ACCOUNTS, type TestToken } from './erc20';

// Test support only: a Multicall3-compatible contract (contracts/test/Multicall3Compatible.sol) installed at
// Multicall3's canonical address on a local anvil chain, a JSON-RPC proxy that counts (and can disturb) the requests
// a reader makes, and quick ways to give many addresses native and token balances.

export const MULTICALL_ARTIFACT_PATH = path.join(process.cwd(), 'contracts/test/Multicall3Compatible.json');

export interface MulticallArtifact extends ContractArtifact {
  /** Runtime code: what anvil_setCode installs (the contract has no constructor and no immutables). */
  deployedBytecode: Hex;
}

export const MULTICALL_ARTIFACT = artifact as MulticallArtifact;

/** Compiles Multicall3Compatible.sol with the contracts' compiler under its recorded settings (contracts/tooling). */
export async function compileMulticall(): Promise<MulticallArtifact> {
  return (await compileContract(MULTICALL3_COMPATIBLE_SPEC)) as MulticallArtifact;
}

/** Rewrites contracts/test/Multicall3Compatible.json: run after changing the source (see test/multicall.test.ts). */
export function writeMulticallArtifact(compiled: MulticallArtifact): void {
  writeArtifact(MULTICALL3_COMPATIBLE_SPEC, compiled);
}

/** One JSON-RPC call straight to the node (no viem), for anvil_* cheat codes. */
export async function rpcCall<T = unknown>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/**
 * Puts the real Multicall3 at 0xcA11…CA11: its creation code is viem's copy (the one viem sends for deployless
 * multicalls, not exported, so read from viem's module), run by `eth_call` with no recipient, which answers the runtime
 * code without a transaction (no nonce of the node's accounts is used), then installed with anvil_setCode.
 */
export async function installRealMulticall3(rpcUrl: string): Promise<void> {
  const source = readFileSync(path.join(process.cwd(), 'node_modules/viem/_esm/constants/contracts.js'), 'utf8');
  const creationCode = /export const multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1];
  if (!creationCode) throw new Error('multicall3Bytecode not found in viem: update installRealMulticall3');
  const runtime = await rpcCall<Hex>(rpcUrl, 'eth_call', [{ data: creationCode }, 'latest']);
  await rpcCall(rpcUrl, 'anvil_setCode', [MULTICALL3_ADDRESS, runtime]);
}

/** Puts the Multicall3-compatible runtime code at 0xcA11…CA11 (anvil has none there). */
export async function installMulticall3(rpcUrl: string): Promise<void> {
  await rpcCall(rpcUrl, 'anvil_setCode', [MULTICALL3_ADDRESS, MULTICALL_ARTIFACT.deployedBytecode]);
}

/** Empties 0xcA11…CA11 again, as on a chain without Multicall3. */
export async function removeMulticall3(rpcUrl: string): Promise<void> {
  await rpcCall(rpcUrl, 'anvil_setCode', [MULTICALL3_ADDRESS, '0x']);
}

/** Sets native balances directly (anvil_setBalance): no transactions, so thousands take a moment. */
export async function setNativeBalances(rpcUrl: string, balances: ReadonlyMap<Address, bigint>): Promise<void> {
  const entries = [...balances];
  const body = entries.map(([address, wei], id) => ({
    jsonrpc: '2.0',
    id,
    method: 'anvil_setBalance',
    params: [address, `0x${wei.toString(16)}`],
  }));
  for (let start = 0; start < body.length; start += 500) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body.slice(start, start + 500)),
    });
    const answers = (await response.json()) as { error?: { message: string } }[];
    const failed = answers.find((answer) => answer.error);
    if (failed) throw new Error(`anvil_setBalance: ${failed.error?.message}`);
  }
}

const MINT_ABI = parseAbi(['function mint(address to, uint256 value)']);

/**
 * Mints the token to each holder with real mint transactions from anvil's account #2, one after the other without
 * waiting for receipts (anvil mines each on arrival). Sent all at once, a later nonce could overtake an earlier one
 * under load and wait in anvil's queue for a block that automine never makes.
 */
export async function mintMany(token: TestToken, rpcUrl: string, holders: ReadonlyMap<Address, bigint>): Promise<void> {
  const account = ANVIL_ACCOUNTS[2];
  const wallet = createWalletClient({ account, chain: token.chain, transport: http(rpcUrl) });
  const firstNonce = await token.publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const hashes: Hash[] = [];
  for (const [offset, [to, amount]] of [...holders].entries()) {
    hashes.push(
      await wallet.writeContract({
        address: token.address,
        abi: MINT_ABI,
        functionName: 'mint',
        args: [to, amount],
        nonce: firstNonce + offset,
        gas: 100_000n,
      }),
    );
  }
  for (const hash of hashes) {
    const receipt = await token.publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`mint ${hash} failed`);
  }
}

export interface JsonRpcCall {
  id: number | string;
  method: string;
  params: unknown[];
}

export interface ProxyReply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface RpcProxyOptions {
  /**
   * Called for each HTTP request (`count` from 1). Answer it yourself with a reply, or return undefined to forward it;
   * a promise delays the decision (a slow node).
   */
  intercept?: (request: {
    count: number;
    calls: JsonRpcCall[];
    body: string;
  }) => ProxyReply | undefined | Promise<ProxyReply | undefined>;
  /** Rewrites one forwarded JSON-RPC answer (a single answer or an item of a batch answer). */
  rewrite?: (call: JsonRpcCall, answer: { id: unknown; result?: unknown; error?: unknown }) => unknown;
}

export interface RpcProxy {
  url: string;
  /** HTTP requests received, answered or not. */
  httpRequests(): number;
  /** Every JSON-RPC call received, in arrival order (a batch counts each of its calls). */
  calls(): JsonRpcCall[];
  /** Largest request body received, in bytes. */
  largestBody(): number;
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A local HTTP server in front of `target` that counts what a JSON-RPC client sends through it. */
export function startRpcProxy(target: string, options: RpcProxyOptions = {}): Promise<RpcProxy> {
  let count = 0;
  let largest = 0;
  let received: JsonRpcCall[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      count += 1;
      largest = Math.max(largest, Buffer.byteLength(body));
      const parsed = JSON.parse(body) as JsonRpcCall | JsonRpcCall[];
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      received.push(...calls);
      const reply = await options.intercept?.({ count, calls, body });
      if (reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(reply.body);
        return;
      }
      const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      let text = await upstream.text();
      if (options.rewrite && upstream.ok) {
        const answer = JSON.parse(text);
        const byId = new Map(calls.map((call) => [String(call.id), call]));
        const rewrite = (item: { id: unknown }) => {
          const call = byId.get(String(item.id));
          return call ? (options.rewrite?.(call, item) ?? item) : item;
        };
        text = JSON.stringify(Array.isArray(answer) ? answer.map(rewrite) : rewrite(answer));
      }
      if (!response.destroyed) {
        response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text);
      }
    })().catch((error: unknown) => {
      if (!response.headersSent && !response.destroyed) response.writeHead(502).end(String(error));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        httpRequests: () => count,
        calls: () => [...received],
        largestBody: () => largest,
        reset() {
          count = 0;
          largest = 0;
          received = [];
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
