import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, hexToBigInt } from 'viem';
import { MULTICALL3_ABI } from '../evm/balances';
import { integerOption, validateOwnerList } from '../owners';
import type { BalanceProgress, OwnerBalance } from '../types';
import { checkTronAddress, tronAddressToEvmHex, tronAddressToHex } from './address';
import { type TronApiOptions, triggerConstantContract } from './api';

/**
 * TRX and TRC-20 balances of many owners in few requests: each chunk is one /wallet/triggerconstantcontract of
 * Multicall3's aggregate3 (allowFailure), TVM running the same bytecode as the EVM. TRX comes from getEthBalance (TVM's
 * BALANCE opcode answers sun), a TRC-20 from balanceOf; several tokens are read in the same calls. Chunks go out a
 * bounded number at a time, each retried on 429/5xx/timeouts (chains/tron/api.ts).
 */

/** Multicall3 on Tron mainnet, as listed by third parties: confirm on Tronscan (or set TRON_MULTICALL_ADDRESS). */
export const TRON_MAINNET_MULTICALL3 = 'TEazPvZwDjDtFeJupyo7QunvnrnUjPH8ED';
/** Balance calls per aggregate3: 500 balanceOf are ~82 KB of call data and a few million energy of a constant call. */
export const DEFAULT_TRON_CALLS_PER_REQUEST = 500;
export const DEFAULT_TRON_BALANCE_CONCURRENCY = 4;

export type TronBalanceToken = 'native' | string;

export interface ReadTronBalancesOptions extends TronApiOptions {
  owners: readonly string[];
  /** 'native' (TRX) and/or TRC-20 contract addresses; default ['native']. */
  tokens?: readonly TronBalanceToken[];
  /** The Multicall3 contract; default TRON_MULTICALL_ADDRESS, else TRON_MAINNET_MULTICALL3. */
  multicall?: string;
  callsPerRequest?: number;
  concurrency?: number;
  onProgress?: (progress: BalanceProgress) => void;
}

export interface TronTokenBalances {
  token: TronBalanceToken;
  symbol: string;
  decimals: number;
  /** In the order of the request's owners. */
  balances: OwnerBalance<string>[];
}

export class InvalidTronOwnerError extends Error {
  constructor(readonly invalid: readonly { index: number; input: string }[]) {
    super(`Owner ${invalid[0].index + 1} is not a Tron address: "${invalid[0].input}"`);
    this.name = 'InvalidTronOwnerError';
  }
}

export class InvalidTronTokenError extends Error {
  constructor(
    readonly token: string,
    reason: string,
  ) {
    super(`Token ${token}: ${reason}`);
    this.name = 'InvalidTronTokenError';
  }
}

/** The multicall answered nothing usable: a wrong TRON_MULTICALL_ADDRESS, or an endpoint on another network. */
export class TronMulticallError extends InvalidTronTokenError {
  constructor(multicall: string, reason: string) {
    super(multicall, reason);
    this.name = 'TronMulticallError';
  }
}

interface Call {
  target: Hex;
  allowFailure: boolean;
  callData: Hex;
}

/** The Multicall3 in use: `explicit`, else TRON_MULTICALL_ADDRESS (server side), else mainnet's. */
export function tronMulticall(explicit?: string): string {
  const env = typeof process === 'undefined' ? undefined : process.env.TRON_MULTICALL_ADDRESS;
  const text = explicit ?? (env || TRON_MAINNET_MULTICALL3);
  const check = checkTronAddress(text);
  if (!check.ok) throw new TronMulticallError(text, 'the multicall address is not a Tron address');
  return check.address;
}

/** One aggregate3 through a constant call; the chunk's results in order. */
async function aggregate(multicall: string, calls: readonly Call[], options: TronApiOptions) {
  const contract = tronAddressToHex(multicall) as string;
  const data = encodeFunctionData({ abi: MULTICALL3_ABI, functionName: 'aggregate3', args: [calls] });
  const answer = await triggerConstantContract({ owner: contract, contract, data }, options);
  if (!answer.isSuccess || answer.output === '0x') {
    throw new TronMulticallError(
      multicall,
      `aggregate3 failed (${answer.message ?? 'no answer'}): no Multicall3 there?`,
    );
  }
  const results = decodeFunctionResult({ abi: MULTICALL3_ABI, functionName: 'aggregate3', data: answer.output });
  if (results.length !== calls.length) throw new Error(`aggregate3 answered ${results.length} of ${calls.length}`);
  return results;
}

function balanceCall(multicallEvm: Hex, token: TronBalanceToken, owner: string): Call {
  const ownerEvm = tronAddressToEvmHex(owner) as Hex;
  if (token === 'native') {
    const callData = encodeFunctionData({ abi: MULTICALL3_ABI, functionName: 'getEthBalance', args: [ownerEvm] });
    return { target: multicallEvm, allowFailure: true, callData };
  }
  const callData = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [ownerEvm] });
  return { target: tronAddressToEvmHex(token) as Hex, allowFailure: true, callData };
}

function decodeBalance(owner: string, result: { success: boolean; returnData: Hex }): OwnerBalance<string> {
  if (!result.success) return { owner, balance: null, error: 'balance call reverted' };
  if (result.returnData.length < 66) return { owner, balance: null, error: 'no balance returned (not a contract?)' };
  return { owner, balance: hexToBigInt(result.returnData.slice(0, 66) as Hex) };
}

/** decimals() and symbol() of every token in one aggregate3. */
async function readMetadata(multicall: string, tokens: readonly string[], options: TronApiOptions) {
  if (tokens.length === 0) return new Map<string, { symbol: string; decimals: number }>();
  const calls = tokens.flatMap((token) =>
    (['decimals', 'symbol'] as const).map((functionName) => ({
      target: tronAddressToEvmHex(token) as Hex,
      allowFailure: true,
      callData: encodeFunctionData({ abi: erc20Abi, functionName }),
    })),
  );
  const results = await aggregate(multicall, calls, options);
  return new Map(
    tokens.map((token, index) => {
      const decimals = results[index * 2];
      const symbol = results[index * 2 + 1];
      if (!decimals.success || decimals.returnData.length < 66) {
        throw new InvalidTronTokenError(token, 'decimals() failed: not a TRC-20 token');
      }
      const value = hexToBigInt(decimals.returnData.slice(0, 66) as Hex);
      if (value > 255n) throw new InvalidTronTokenError(token, `decimals() answered ${value}`);
      let name = '';
      try {
        if (symbol.success)
          name = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol.returnData });
      } catch {
        name = '';
      }
      return [token, { symbol: name, decimals: Number(value) }];
    }),
  );
}

/**
 * Balances of `owners` for each token, exact (bigint, smallest unit). Throws InvalidTronOwnerError or
 * InvalidTronTokenError before any request for malformed input; one owner's reverted read is that owner's `error`.
 */
export async function readTronBalances(options: ReadTronBalancesOptions): Promise<TronTokenBalances[]> {
  const owners = validateOwnerList(options.owners, checkTronAddress, (invalid) => new InvalidTronOwnerError(invalid));
  const tokens = (options.tokens ?? ['native']).map((token) => {
    if (token === 'native') return token;
    const check = checkTronAddress(token);
    if (!check.ok) throw new InvalidTronTokenError(String(token), 'not a Tron address');
    return check.address;
  });
  const multicall = tronMulticall(options.multicall);
  const multicallEvm = tronAddressToEvmHex(multicall) as Hex;
  const perRequest = integerOption('callsPerRequest', options.callsPerRequest, DEFAULT_TRON_CALLS_PER_REQUEST);
  const concurrency = integerOption('concurrency', options.concurrency, DEFAULT_TRON_BALANCE_CONCURRENCY);
  const { onProgress, ...apiOptions } = options;

  const trc20 = tokens.filter((token) => token !== 'native');
  const metadata = await readMetadata(multicall, trc20, apiOptions);

  const unique = [...new Set(owners)];
  const ownersPerChunk = Math.max(1, Math.floor(perRequest / tokens.length));
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += ownersPerChunk) {
    chunks.push(unique.slice(start, start + ownersPerChunk));
  }
  const results = tokens.map(() => new Map<string, OwnerBalance<string>>());
  const rows = new Map<string, number>();
  for (const owner of owners) rows.set(owner, (rows.get(owner) ?? 0) + 1);
  let done = 0;
  let next = 0;
  let failed = false;
  onProgress?.({ done: 0, total: owners.length });
  const worker = async () => {
    while (!failed && next < chunks.length) {
      const chunk = chunks[next];
      next += 1;
      const calls = chunk.flatMap((owner) => tokens.map((token) => balanceCall(multicallEvm, token, owner)));
      try {
        const answers = await aggregate(multicall, calls, apiOptions);
        chunk.forEach((owner, ownerIndex) => {
          tokens.forEach((_, tokenIndex) => {
            const answer = answers[ownerIndex * tokens.length + tokenIndex];
            results[tokenIndex].set(owner, decodeBalance(owner, answer));
          });
        });
      } catch (error) {
        failed = true;
        throw error;
      }
      for (const owner of chunk) done += rows.get(owner) ?? 0;
      onProgress?.({ done, total: owners.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));

  return tokens.map((token, tokenIndex) => ({
    token,
    ...(token === 'native'
      ? { symbol: 'TRX', decimals: 6 }
      : (metadata.get(token) as { symbol: string; decimals: number })),
    balances: owners.map((owner) => results[tokenIndex].get(owner) as OwnerBalance<string>),
  }));
}
