import {
  type Address,
  createPublicClient,
  custom,
  type EIP1193RequestFn,
  type Hex,
  http,
  type PublicClient,
  type Transport,
} from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { type BatchDriver, BatchExecutor } from '@/lib/batch/executor';
import type { JobState } from '@/lib/batch/types';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { setNativeBalances } from '@/test/multicall';
import { type ChainTarget, targetFor, viemChain } from './chain';

// Test support only (Node): a local anvil as the chain of a run, fresh funded keys, and a client whose requests a
// test can fail on purpose.

export interface LocalRun {
  anvil: AnvilInstance;
  target: ChainTarget;
  client: PublicClient;
}

/** Anvil mines on arrival: polling every 50 ms keeps the tests quick. */
export function fastClient(target: ChainTarget, transport: Transport = http(target.rpcUrl)): PublicClient {
  return createPublicClient({ chain: viemChain(target), transport, cacheTime: 0, pollingInterval: 50 }) as PublicClient;
}

export async function startLocalRun(): Promise<LocalRun> {
  const anvil = await startAnvil();
  const target = targetFor(anvil.chainId, anvil.rpcUrl, true);
  return { anvil, target, client: fastClient(target) };
}

export interface FreshWallet {
  key: Hex;
  address: Address;
}

export function freshWallets(count: number): FreshWallet[] {
  return Array.from({ length: count }, () => {
    const key = generatePrivateKey();
    return { key, address: privateKeyToAddress(key) };
  });
}

export async function fund(rpcUrl: string, balances: ReadonlyMap<Address, bigint>): Promise<void> {
  await setNativeBalances(rpcUrl, balances);
}

export function randomAddress(): Address {
  return privateKeyToAddress(generatePrivateKey());
}

/** A decision per request: pass it on, fail before the node sees it, or pass it on and then fail the answer. */
export type Fault = 'pass' | 'fail-before' | 'fail-after';

/** A client over `target` that asks `decide` about every request; failures look like a dropped connection. */
export function faultyClient(target: ChainTarget, decide: (method: string, params: unknown) => Fault): PublicClient {
  const inner = createPublicClient({ transport: http(target.rpcUrl, { retryCount: 0 }) });
  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    const fault = decide(method, params);
    if (fault === 'fail-before') throw new Error('fetch failed: connection reset (injected)');
    const result = await inner.request({ method, params } as never);
    if (fault === 'fail-after') throw new Error('fetch failed: connection reset (injected)');
    return result;
  }) as EIP1193RequestFn;
  return fastClient(target, custom({ request }, { retryCount: 0 }));
}

/** Runs a job to the end with a driver; the executor's final job. */
export async function runJob(job: JobState, driver: BatchDriver, concurrency = 8): Promise<BatchExecutor> {
  const executor = new BatchExecutor(job, driver, { concurrency });
  await executor.run();
  return executor;
}
