import 'server-only';
import {
  type Address,
  BaseError,
  type Chain,
  type ContractFunctionParameters,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  createPublicClient,
  defineChain,
  erc20Abi,
  HttpRequestError,
  hexToString,
  http,
  type PublicClient,
  parseAbi,
  TimeoutError,
} from 'viem';
import * as viemChains from 'viem/chains';
import {
  chainRpcOverride,
  EVM_RPC_RETRY_COUNT,
  EVM_RPC_RETRY_DELAY_MS,
  EVM_RPC_TIMEOUT_MS,
  evmRpcUrl,
  KNOWN_EVM_CHAINS,
} from '@/chains/evm';
import { findChain } from '@/chains/registry';
import { NATIVE_TOKEN } from '@/db/schema';

/** What one entry watches: an address's balance of the native coin or of an ERC-20 (both lowercase). */
export interface BalanceTarget {
  address: string;
  token: string;
}

export type ReadMode = 'multicall' | 'batch';

export interface ChainBalances {
  mode: ReadMode;
  /** Per target, in order: the balance and the block it was read at, or null when that one call reverted. */
  readings: ({ balance: bigint; blockNumber: bigint } | null)[];
}

/** Calls per Multicall3 aggregate3 / per JSON-RPC batch: one request each, small enough for public RPCs. */
export const CALLS_PER_REQUEST = 100;

const MULTICALL3_EXTRA_ABI = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);
const BYTES32_SYMBOL_ABI = parseAbi(['function symbol() view returns (bytes32)']);

/**
 * Balance monitoring works on EVM chains only: the registry's EVM chains, or any chain id whose RPC is configured
 * with CHAIN_RPC_<id> (a bad value there counts as not configured).
 */
export function isMonitorChain(chainId: number): boolean {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return false;
  if (findChain(chainId)?.family === 'evm') return true;
  try {
    return chainRpcOverride(chainId) !== undefined;
  } catch {
    return false;
  }
}

const VIEM_CHAINS_BY_ID = new Map<number, Chain>();
for (const chain of Object.values(viemChains) as Chain[]) {
  if (chain && typeof chain.id === 'number' && !VIEM_CHAINS_BY_ID.has(chain.id)) VIEM_CHAINS_BY_ID.set(chain.id, chain);
}

/** viem's definition of the chain (native currency, Multicall3 address), or a bare one for chains it does not know. */
function viemChain(chainId: number, rpcUrl: string): Chain {
  return (
    KNOWN_EVM_CHAINS[chainId] ??
    VIEM_CHAINS_BY_ID.get(chainId) ??
    defineChain({
      id: chainId,
      name: `EVM chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
  );
}

export function chainName(chainId: number): string {
  return findChain(chainId)?.name ?? VIEM_CHAINS_BY_ID.get(chainId)?.name ?? `Chain ${chainId}`;
}

export function nativeCurrency(chainId: number): { symbol: string; decimals: number } {
  const record = findChain(chainId);
  if (record?.family === 'evm') return { symbol: record.symbol, decimals: record.decimals };
  const { symbol, decimals } = viemChain(chainId, '').nativeCurrency;
  return { symbol, decimals };
}

const clients = new Map<string, PublicClient>();
/** Whether Multicall3 has code on the chain, per client; probed once per process. */
const multicallDeployed = new Map<string, boolean>();

/** One cached client per chain and URL (CHAIN_RPC_<id> is read at every call), with JSON-RPC batching on. */
function monitorClient(chainId: number): { client: PublicClient; key: string } {
  const rpcUrl = evmRpcUrl(chainId);
  const key = `${chainId} ${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      chain: viemChain(chainId, rpcUrl),
      transport: http(rpcUrl, {
        batch: { batchSize: CALLS_PER_REQUEST },
        retryCount: EVM_RPC_RETRY_COUNT,
        retryDelay: EVM_RPC_RETRY_DELAY_MS,
        timeout: EVM_RPC_TIMEOUT_MS,
      }),
      cacheTime: 0,
    }) as PublicClient;
    clients.set(key, client);
  }
  return { client, key };
}

/** Multicall3's address when viem's chain declares it and the chain really has code there (probed once). */
async function multicallAddress(client: PublicClient, key: string): Promise<Address | undefined> {
  const address = client.chain?.contracts?.multicall3?.address;
  if (!address) return undefined;
  let deployed = multicallDeployed.get(key);
  if (deployed === undefined) {
    const code = await client.getCode({ address });
    deployed = code !== undefined && code !== '0x';
    multicallDeployed.set(key, deployed);
  }
  return deployed ? address : undefined;
}

/** A call that reverted or hit a contract-less address: that target has no balance to read, the RPC is fine. */
function isCallRejection(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
    ) !== null
  );
}

/** The RPC did not answer (network, HTTP status, timeout), as opposed to the contract answering badly. */
function isTransportFailure(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
  );
}

/**
 * A log line's worth of an RPC failure: viem's short message, without the URL (it may hold an API key) or the
 * request body (it holds the watched addresses).
 */
export function describeRpcFailure(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.name : 'unknown error';
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

async function readWithMulticall(
  client: PublicClient,
  multicall3: Address,
  targets: readonly BalanceTarget[],
): Promise<ChainBalances['readings']> {
  const readings: ChainBalances['readings'] = [];
  // One aggregate3 per chunk, the block number read inside it: each chunk is one consistent snapshot.
  for (const part of chunk(targets, CALLS_PER_REQUEST - 1)) {
    const calls: ContractFunctionParameters[] = [
      { address: multicall3, abi: MULTICALL3_EXTRA_ABI, functionName: 'getBlockNumber' },
      ...part.map(
        (target): ContractFunctionParameters =>
          target.token === NATIVE_TOKEN
            ? {
                address: multicall3,
                abi: MULTICALL3_EXTRA_ABI,
                functionName: 'getEthBalance',
                args: [target.address as Address],
              }
            : {
                address: target.token as Address,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [target.address as Address],
              },
      ),
    ];
    // batchSize 0: the chunk stays one aggregate3, with its block number.
    const [block, ...results] = await client.multicall({
      multicallAddress: multicall3,
      allowFailure: true,
      batchSize: 0,
      contracts: calls,
    });
    if (block.status !== 'success') throw new Error('Multicall3 getBlockNumber failed');
    const blockNumber = block.result as bigint;
    for (const result of results) {
      readings.push(result.status === 'success' ? { balance: result.result as bigint, blockNumber } : null);
    }
  }
  return readings;
}

async function readWithBatch(
  client: PublicClient,
  targets: readonly BalanceTarget[],
): Promise<ChainBalances['readings']> {
  // Every read is pinned to one block, so the answers are one snapshot and the block recorded is exact.
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const readOne = async (target: BalanceTarget) => {
    const owner = target.address as Address;
    if (target.token === NATIVE_TOKEN) return client.getBalance({ address: owner, blockNumber });
    try {
      return await client.readContract({
        address: target.token as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
        blockNumber,
      });
    } catch (error) {
      if (isCallRejection(error)) return null;
      throw error;
    }
  };
  const readings: ChainBalances['readings'] = [];
  // Calls started in the same tick leave as one JSON-RPC batch (http batch option), a chunk at a time.
  for (const part of chunk(targets, CALLS_PER_REQUEST)) {
    const balances = await Promise.all(part.map(readOne));
    for (const balance of balances) readings.push(balance === null ? null : { balance, blockNumber });
  }
  return readings;
}

/**
 * Reads the balances of targets on one chain: through Multicall3 when the chain has it, else through batched
 * JSON-RPC. An RPC failure throws (the caller skips the chain: never a made-up balance); a single call that
 * reverts (not an ERC-20, self-destructed) reads as null.
 */
export async function readBalances(chainId: number, targets: readonly BalanceTarget[]): Promise<ChainBalances> {
  const { client, key } = monitorClient(chainId);
  const multicall3 = await multicallAddress(client, key);
  if (multicall3) return { mode: 'multicall', readings: await readWithMulticall(client, multicall3, targets) };
  return { mode: 'batch', readings: await readWithBatch(client, targets) };
}

export type TokenInfo = { symbol: string; decimals: number };

/** Thrown by readTokenInfo when the contract does not answer like an ERC-20 (the RPC itself answered). */
export class NotAnErc20Error extends Error {
  constructor() {
    super('The contract does not answer decimals() like an ERC-20');
    this.name = 'NotAnErc20Error';
  }
}

/** Old tokens (MKR) answer symbol() as bytes32. */
async function readSymbol(client: PublicClient, token: Address): Promise<string> {
  try {
    return await client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' });
  } catch (error) {
    if (isTransportFailure(error)) throw error;
  }
  try {
    const raw = await client.readContract({ address: token, abi: BYTES32_SYMBOL_ABI, functionName: 'symbol' });
    return hexToString(raw, { size: 32 }).replace(/\0+$/, '');
  } catch (error) {
    // The symbol only labels the entry: a token without a readable one still works.
    if (isTransportFailure(error)) throw error;
    return '';
  }
}

/** decimals() and symbol() of an ERC-20. NotAnErc20Error when it has no usable decimals; RPC failures throw. */
export async function readTokenInfo(chainId: number, token: string): Promise<TokenInfo> {
  const { client } = monitorClient(chainId);
  const address = token as Address;
  let decimals: number;
  try {
    decimals = await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
  } catch (error) {
    if (isCallRejection(error)) throw new NotAnErc20Error();
    throw error;
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new NotAnErc20Error();
  const symbol = (await readSymbol(client, address)).replace(/[^\p{L}\p{N}._$+-]/gu, '').slice(0, 32);
  return { symbol, decimals };
}
