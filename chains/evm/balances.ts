import {
  type Address,
  BaseError,
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  hexToString,
  http,
  type PublicClient,
  parseAbi,
  size,
  trim,
} from 'viem';
import { backoff, errorChain, type RetryPolicy, throwIfAborted, withRetries } from '@/lib/util/retry';
import { integerOption, validateOwnerList } from '../owners';
import { findChain } from '../registry';
import type { BalanceProgress, BalancesResult, OwnerBalance } from '../types';
import { checkEvmAddress } from './address';
import { CANONICAL_MULTICALL3_ADDRESS, multicall3Address } from './chains';
import { EVM_RPC_TIMEOUT_MS, evmRpcUrl, KNOWN_EVM_CHAINS } from './public-client';

/**
 * Balances of many owners in few round trips. With Multicall3 on the chain (it is at the same address on nearly every
 * EVM chain), each chunk of owners is one eth_call of aggregate3 (allowFailure, so one failing owner spoils nothing):
 * getEthBalance for the native coin, balanceOf for an ERC-20. Without it, one eth_getBalance / eth_call per owner.
 * Either way the calls go out as JSON-RPC batches, a bounded number at a time, and rate limits and timeouts are
 * retried with backoff per chunk; reverts are not retried (they would revert again).
 */

/** The canonical address; a chain's own is multicall3Address(chainId) (zkSync Era's differs). */
export const MULTICALL3_ADDRESS: Address = CANONICAL_MULTICALL3_ADDRESS;

export const MULTICALL3_ABI = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/**
 * Owners per aggregate3 call. 200 ERC-20 balanceOf calls are ~51 KB of calldata (~102 KB as JSON hex), ~32 KB of
 * result and about 1–1.5 M gas: far below the 50 M gas cap geth puts on eth_call (most providers allow more) and the
 * request-size limits of public endpoints, even with a few such calls in one JSON-RPC batch.
 */
export const DEFAULT_MULTICALL_CHUNK_SIZE = 200;
/** JSON-RPC calls per HTTP request; also owners per chunk when reading without Multicall3. */
export const DEFAULT_RPC_BATCH_SIZE = 50;
/** Chunks in flight at once. */
export const DEFAULT_BALANCE_CONCURRENCY = 4;
/** Retries of a chunk after a rate limit or timeout, with exponential backoff from DEFAULT_RETRY_DELAY_MS. */
export const DEFAULT_BALANCE_RETRIES = 4;
export const DEFAULT_RETRY_DELAY_MS = 500;
/** Longest wait between retries, also when the server's Retry-After asks for more. */

export type BalanceToken = Address | 'native';
export type BalanceReadMethod = 'multicall3' | 'rpc-batch';

export interface ReadBalancesOptions {
  chainId: number;
  /**
   * The client to read through; its transport decides batching, timeouts and its own retries. Without it a client
   * with JSON-RPC batching is made for `rpcUrl`.
   */
  client?: PublicClient;
  /** The user's custom RPC; default evmRpcUrl(chainId), which honours CHAIN_RPC_<chainId>. */
  rpcUrl?: string;
  /** Owner addresses in any case; one result per entry, in order (repeats are read once). */
  owners: readonly string[];
  /** An ERC-20 contract, or 'native' (default). */
  token?: string;
  /** Owners per aggregate3 call; default DEFAULT_MULTICALL_CHUNK_SIZE. */
  chunkSize?: number;
  /** JSON-RPC calls per HTTP request (own client only) and owners per chunk without Multicall3; default 50. */
  batchSize?: number;
  /** Chunks in flight; default 4. */
  concurrency?: number;
  /** Retries per chunk on HTTP 429, 5xx gateway errors, timeouts and rate-limit answers; default 4. */
  retries?: number;
  /** First backoff delay, doubled at each retry (plus jitter); default 500 ms. */
  retryDelayMs?: number;
  /** Per HTTP request (own client only); default 15 s. */
  timeoutMs?: number;
  /** 'auto' (default) uses Multicall3 when the chain has it; 'never' reads owner by owner. */
  multicall?: 'auto' | 'never';
  /** Read at this block instead of the latest. */
  blockNumber?: bigint;
  signal?: AbortSignal;
  onProgress?: (progress: BalanceProgress) => void;
}

export interface EvmBalancesResult extends BalancesResult<Address> {
  token: BalanceToken;
  method: BalanceReadMethod;
}

export class InvalidOwnerAddressError extends Error {
  /** Index (in `owners`) of the first invalid entry. */
  readonly index: number;
  constructor(readonly invalid: readonly { index: number; input: string }[]) {
    const [first] = invalid;
    const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more)` : '';
    super(`Owner ${first.index + 1} is not an EVM address: "${first.input}"${more}`);
    this.name = 'InvalidOwnerAddressError';
    this.index = first.index;
  }
}

export class InvalidTokenError extends Error {
  constructor(
    readonly token: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Token ${token}: ${reason}`, options);
    this.name = 'InvalidTokenError';
  }
}

export class InvalidRpcUrlError extends Error {
  constructor(readonly rpcUrl: string) {
    super(`Not an http(s) RPC URL: "${rpcUrl}"`);
    this.name = 'InvalidRpcUrlError';
  }
}

export class ChainIdMismatchError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`The RPC serves chain ${actual}, not ${expected}`);
    this.name = 'ChainIdMismatchError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Error classification

type ErrorKind = 'retry' | 'revert' | 'split' | 'fatal';

const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
/**
 * JSON-RPC codes worth a retry: EIP-1474 limit exceeded, 429 in the body (Alchemy batches), QuickNode's -32007, and
 * internal errors (-32603: often a node's transient "header not found"; bounded by the retry count).
 */
const RETRY_CODES = new Set([-32005, 429, -32007, -32603]);
const RETRY_TEXT =
  /rate.?limit|too many requests|request limit|exceeded .*(?:capacity|quota|compute units)|timed? ?out|timeout|try again|temporarily unavailable|ECONNRESET|socket hang up/i;
const REVERT_TEXT = /execution reverted|\brevert(?:ed)?\b|invalid opcode/i;
/** The request was too big for the node: smaller chunks can pass. */
const SPLIT_TEXT =
  /out of gas|gas (?:limit|cap)|gas required exceeds|too large|response size|payload.*large|exceeds? (?:the )?(?:max|limit)/i;

interface ErrorFields {
  name?: string;
  status?: unknown;
  code?: unknown;
}

function errorText(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What to do about a failed RPC call: retry it later (rate limit, timeout, gateway error), take it as the answer (a
 * revert: it would revert again), split the request (too big for the node), or give up. Exported for tests.
 */
export function classifyRpcError(error: unknown): ErrorKind {
  const chain = errorChain(error);
  const text = chain
    .map((item) => (item instanceof BaseError ? `${item.shortMessage} ${item.details}` : errorText(item)))
    .join(' | ');
  const fields = chain.map((item) => (item && typeof item === 'object' ? item : {}) as ErrorFields);
  if (fields.some(({ name }) => name === 'AbortError')) return 'fatal';
  if (
    fields.some(({ code, name }) => code === 3 || name === 'ContractFunctionRevertedError') ||
    REVERT_TEXT.test(text)
  ) {
    return 'revert';
  }
  if (fields.some(({ status }) => status === 413)) return 'split';
  if (fields.some(({ name }) => name === 'TimeoutError')) return 'retry';
  if (fields.some(({ status }) => typeof status === 'number' && RETRY_STATUSES.has(status))) return 'retry';
  if (fields.some(({ code }) => typeof code === 'number' && RETRY_CODES.has(code))) return 'retry';
  if (RETRY_TEXT.test(text)) return 'retry';
  if (SPLIT_TEXT.test(text)) return 'split';
  // A failed fetch (connection reset, DNS blip) arrives as an HttpRequestError without a status.
  if (fields.some(({ name, status }) => name === 'HttpRequestError' && status === undefined)) return 'retry';
  return 'fatal';
}

function retryAfterMs(error: unknown): number | undefined {
  for (const item of errorChain(error)) {
    const headers = (item as { headers?: { get?: (name: string) => string | null } }).headers;
    const value = typeof headers?.get === 'function' ? headers.get('retry-after') : null;
    if (!value) continue;
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  return undefined;
}

/** withRetries (lib/util/retry.ts) with the EVM rules: retry-classified errors, the server's Retry-After. */
function withEvmRetries<T>(policy: RetryPolicy, run: () => Promise<T>): Promise<T> {
  return withRetries(policy, run, { isRetryable: (error) => classifyRpcError(error) === 'retry', retryAfterMs });
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

interface ReadContext {
  client: PublicClient;
  /** The chain's Multicall3. */
  multicall: Address;
  token: BalanceToken;
  blockNumber?: bigint;
  policy: RetryPolicy;
}

const UINT256_HEX_LENGTH = 2 + 64;

function ownerFailure(owner: Address, error: string): OwnerBalance<Address> {
  return { owner, balance: null, error };
}

/** A balanceOf answer: at least one 32-byte word. An empty answer means the target has no code there. */
function decodeUint(owner: Address, data: Hex | undefined): OwnerBalance<Address> {
  if (!data || data.length < UINT256_HEX_LENGTH) return ownerFailure(owner, 'no balance returned (not a contract?)');
  return { owner, balance: hexToBigInt(data.slice(0, UINT256_HEX_LENGTH) as Hex) };
}

function balanceCall(token: BalanceToken, owner: Address, multicall: Address): { target: Address; callData: Hex } {
  if (token === 'native') {
    return {
      target: multicall,
      callData: encodeFunctionData({ abi: MULTICALL3_ABI, functionName: 'getEthBalance', args: [owner] }),
    };
  }
  return { target: token, callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) };
}

/** One aggregate3 eth_call for the chunk; too big for the node → two halves. */
async function readChunkMulticall(context: ReadContext, owners: readonly Address[]): Promise<OwnerBalance<Address>[]> {
  const calls = owners.map((owner) => ({
    ...balanceCall(context.token, owner, context.multicall),
    allowFailure: true,
  }));
  const data = encodeFunctionData({ abi: MULTICALL3_ABI, functionName: 'aggregate3', args: [calls] });
  try {
    const answer = await withEvmRetries(context.policy, () =>
      context.client.call({ to: context.multicall, data, blockNumber: context.blockNumber }),
    );
    const results = decodeFunctionResult({
      abi: MULTICALL3_ABI,
      functionName: 'aggregate3',
      data: answer.data ?? '0x',
    });
    if (results.length !== owners.length) {
      throw new Error(`aggregate3 answered ${results.length} of ${owners.length} results`);
    }
    return results.map((result, index) =>
      result.success
        ? decodeUint(owners[index], result.returnData)
        : ownerFailure(owners[index], 'balance call reverted'),
    );
  } catch (error) {
    if (owners.length > 1 && classifyRpcError(error) === 'split') {
      const half = Math.ceil(owners.length / 2);
      const first = await readChunkMulticall(context, owners.slice(0, half));
      const second = await readChunkMulticall(context, owners.slice(half));
      return [...first, ...second];
    }
    throw error;
  }
}

function readOneDirect(context: ReadContext, owner: Address): Promise<OwnerBalance<Address>> {
  const { client, token, blockNumber } = context;
  if (token === 'native') {
    return client.getBalance({ address: owner, blockNumber }).then((balance) => ({ owner, balance }));
  }
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  return client.call({ to: token, data, blockNumber }).then((answer) => decodeUint(owner, answer.data));
}

/**
 * One call per owner, all issued together so the transport sends them as one JSON-RPC batch. After a rate limit only
 * the failed calls are sent again, together; a revert is that owner's result; any other failure ends the read.
 */
async function readChunkDirect(context: ReadContext, owners: readonly Address[]): Promise<OwnerBalance<Address>[]> {
  const results: OwnerBalance<Address>[] = new Array(owners.length);
  let pending = owners.map((_, index) => index);
  for (let attempt = 0; ; attempt += 1) {
    const settled = await Promise.allSettled(pending.map((index) => readOneDirect(context, owners[index])));
    const again: number[] = [];
    let retryError: unknown;
    for (const [position, outcome] of settled.entries()) {
      const index = pending[position];
      if (outcome.status === 'fulfilled') {
        results[index] = outcome.value;
        continue;
      }
      const kind = classifyRpcError(outcome.reason);
      if (kind === 'retry') {
        again.push(index);
        retryError = outcome.reason;
      } else if (kind === 'revert') {
        results[index] = ownerFailure(owners[index], errorText(outcome.reason));
      } else {
        throw outcome.reason;
      }
    }
    if (again.length === 0) return results;
    if (attempt >= context.policy.retries) throw retryError;
    await backoff(context.policy, attempt, retryAfterMs(retryError));
    pending = again;
  }
}

const SYMBOL_AS_BYTES32_ABI = parseAbi(['function symbol() view returns (bytes32)']);

/** decimals() is required (no ERC-20 without it); symbol() may be a string, a bytes32 (old tokens) or missing. */
async function readTokenMetadata(context: ReadContext, token: Address): Promise<{ symbol: string; decimals: number }> {
  const call = (functionName: 'decimals' | 'symbol') =>
    context.client
      .call({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }), blockNumber: context.blockNumber })
      .then(
        (answer) => ({ ok: true as const, data: answer.data ?? '0x' }),
        (error: unknown) => {
          if (classifyRpcError(error) === 'revert') return { ok: false as const, error };
          throw error;
        },
      );
  const [decimals, symbol] = await Promise.all([call('decimals'), call('symbol')]);
  if (!decimals.ok)
    throw new InvalidTokenError(token, 'decimals() reverted: not an ERC-20 token', { cause: decimals.error });
  if (decimals.data.length < UINT256_HEX_LENGTH)
    throw new InvalidTokenError(token, 'no contract (or no ERC-20) at this address');
  const decimalsValue = hexToBigInt(decimals.data.slice(0, UINT256_HEX_LENGTH) as Hex);
  if (decimalsValue > 255n) throw new InvalidTokenError(token, `decimals() answered ${decimalsValue}`);
  return { decimals: Number(decimalsValue), symbol: symbol.ok ? decodeSymbol(symbol.data) : '' };
}

function decodeSymbol(data: Hex): string {
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data });
  } catch {
    try {
      const raw = decodeFunctionResult({ abi: SYMBOL_AS_BYTES32_ABI, functionName: 'symbol', data });
      const trimmed = trim(raw, { dir: 'right' });
      return size(trimmed) === 0 ? '' : hexToString(trimmed).replace(/\0/g, '');
    } catch {
      return '';
    }
  }
}

/** Known chains first (viem's definition, then the registry); a custom chain's own client; else ETH, 18. */
function nativeCurrency(chainId: number, client: PublicClient): { symbol: string; decimals: number } {
  const known = KNOWN_EVM_CHAINS[chainId]?.nativeCurrency;
  if (known) return { symbol: known.symbol, decimals: known.decimals };
  const record = findChain(chainId);
  if (record?.family === 'evm') return { symbol: record.symbol, decimals: record.decimals };
  const own = client.chain?.id === chainId ? client.chain.nativeCurrency : undefined;
  return own ? { symbol: own.symbol, decimals: own.decimals } : { symbol: 'ETH', decimals: 18 };
}

/** The owners as EIP-55 addresses; all invalid entries are reported together, before any request. */
export function validateOwners(owners: readonly string[]): Address[] {
  return validateOwnerList(owners, checkEvmAddress, (invalid) => new InvalidOwnerAddressError(invalid));
}

function checkRpcUrl(rpcUrl: string): string {
  let url: URL | undefined;
  try {
    url = new URL(rpcUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new InvalidRpcUrlError(String(rpcUrl));
  return rpcUrl;
}

function createBatchedClient(rpcUrl: string, batchSize: number, timeoutMs: number): PublicClient {
  return createPublicClient({
    // Retries are ours, per chunk: viem's retry re-sends each call of a failed batch on its own timer.
    transport: http(rpcUrl, { batch: { batchSize }, retryCount: 0, timeout: timeoutMs }),
    cacheTime: 0,
  }) as PublicClient;
}

/**
 * Balances of `owners` on an EVM chain, exact (bigint, in the token's smallest unit), with the token's symbol and
 * decimals. Before any request it throws InvalidOwnerAddressError, InvalidTokenError or InvalidRpcUrlError for a
 * malformed input (RangeError for a bad option); then InvalidTokenError when the token has no decimals(),
 * ChainIdMismatchError when the RPC serves another chain, and the RPC's error when retries run out. One owner's failed read (a token that reverts for it) is that owner's `error`.
 */
export async function readBalances(options: ReadBalancesOptions): Promise<EvmBalancesResult> {
  const { chainId, signal, onProgress } = options;
  const owners = validateOwners(options.owners);
  let token: BalanceToken = 'native';
  if (options.token !== undefined && options.token !== 'native') {
    const check = checkEvmAddress(options.token);
    if (!check.ok) throw new InvalidTokenError(String(options.token), 'not an EVM address');
    token = check.address;
  }
  const chunkSize = integerOption('chunkSize', options.chunkSize, DEFAULT_MULTICALL_CHUNK_SIZE);
  const batchSize = integerOption('batchSize', options.batchSize, DEFAULT_RPC_BATCH_SIZE);
  const concurrency = integerOption('concurrency', options.concurrency, DEFAULT_BALANCE_CONCURRENCY);
  const retries = integerOption('retries', options.retries, DEFAULT_BALANCE_RETRIES, 0);
  const delayMs = integerOption('retryDelayMs', options.retryDelayMs, DEFAULT_RETRY_DELAY_MS, 0);
  const timeoutMs = integerOption('timeoutMs', options.timeoutMs, EVM_RPC_TIMEOUT_MS);
  const client =
    options.client ?? createBatchedClient(checkRpcUrl(options.rpcUrl ?? evmRpcUrl(chainId)), batchSize, timeoutMs);
  const policy: RetryPolicy = { retries, delayMs, signal };
  const multicall = multicall3Address(chainId);
  const context: ReadContext = { client, multicall, token, blockNumber: options.blockNumber, policy };
  throwIfAborted(signal);

  // One JSON-RPC batch: the chain id, whether Multicall3 is there, and the token's decimals and symbol.
  const preflight = await withEvmRetries(policy, () =>
    Promise.all([
      client.getChainId(),
      options.multicall === 'never'
        ? Promise.resolve(undefined)
        : client.getCode({ address: multicall, blockNumber: options.blockNumber }),
      token === 'native' ? Promise.resolve(nativeCurrency(chainId, client)) : readTokenMetadata(context, token),
    ]),
  );
  const [servedChainId, multicallCode, metadata] = preflight;
  if (servedChainId !== chainId) throw new ChainIdMismatchError(chainId, servedChainId);
  const method: BalanceReadMethod = multicallCode && multicallCode !== '0x' ? 'multicall3' : 'rpc-batch';

  // Repeated owners (any case) are read once; progress counts the rows of the request.
  const rows = new Map<Address, number>();
  for (const owner of owners) rows.set(owner, (rows.get(owner) ?? 0) + 1);
  const unique = [...rows.keys()];
  const perChunk = method === 'multicall3' ? chunkSize : Math.min(chunkSize, batchSize);
  const chunks: Address[][] = [];
  for (let start = 0; start < unique.length; start += perChunk) chunks.push(unique.slice(start, start + perChunk));

  const byOwner = new Map<Address, OwnerBalance<Address>>();
  const readChunk = method === 'multicall3' ? readChunkMulticall : readChunkDirect;
  let done = 0;
  let next = 0;
  let failed = false;
  onProgress?.({ done: 0, total: owners.length });
  const worker = async () => {
    while (!failed && next < chunks.length) {
      const chunk = chunks[next];
      next += 1;
      try {
        throwIfAborted(signal);
        for (const result of await readChunk(context, chunk)) byOwner.set(result.owner, result);
      } catch (error) {
        failed = true;
        throw error;
      }
      for (const owner of chunk) done += rows.get(owner) ?? 0;
      onProgress?.({ done, total: owners.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));

  return {
    chainId,
    token,
    symbol: metadata.symbol,
    decimals: metadata.decimals,
    method,
    balances: owners.map((owner) => byOwner.get(owner) as OwnerBalance<Address>),
  };
}
