'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Address, BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError, erc20Abi } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { useToolDraft } from '@/lib/client/tool-draft';
import { type ChainTarget, createRpcClient } from './chain';

/** What a run moves: the chain's coin, or an ERC-20 whose symbol and decimals were read from the chain. */
export type AssetStatus =
  | { kind: 'ready'; token: 'native' | Address; symbol: string; decimals: number }
  | { kind: 'missing' }
  | { kind: 'invalid-address' }
  | { kind: 'reading' }
  | { kind: 'not-token' }
  /** The RPC did not answer (or answered an error): nothing is known of the token yet. */
  | { kind: 'error'; error: unknown };

export interface AssetState {
  isToken: boolean;
  setIsToken: (isToken: boolean) => void;
  tokenText: string;
  setTokenText: (text: string) => void;
  status: AssetStatus;
  /** Reads the token again (after an RPC failure). */
  retry: () => void;
}

/** The asset as the tool's draft keeps it (lib/client/tool-draft.ts). */
export interface AssetDraft {
  isToken: boolean;
  tokenText: string;
}

const NATIVE_DRAFT: AssetDraft = { isToken: false, tokenText: '' };

export function parseAssetDraft(raw: unknown): AssetDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { isToken, tokenText } = raw as Record<string, unknown>;
  return typeof isToken === 'boolean' && typeof tokenText === 'string' ? { isToken, tokenText } : null;
}

/** A contract that reverts or has no code answers like this: the address is no ERC-20 (not an RPC problem). */
export function isNotTokenError(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) => cause instanceof ContractFunctionZeroDataError || cause instanceof ContractFunctionRevertedError,
    ) !== null
  );
}

async function readToken(target: ChainTarget, token: Address): Promise<{ symbol: string; decimals: number }> {
  const client = createRpcClient(target);
  const [decimals, symbol] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }).catch(() => 'TOKEN'),
  ]);
  return { symbol, decimals };
}

/** The asset of a key-based tool, kept as its draft under `draftTool` (the choice and the typed contract address). */
export function useAsset(target: ChainTarget | undefined, draftTool: string): AssetState {
  const [draft, setDraft] = useToolDraft(draftTool, NATIVE_DRAFT, parseAssetDraft);
  const { isToken, tokenText } = draft;
  const setIsToken = useCallback((next: boolean) => setDraft((d) => ({ ...d, isToken: next })), [setDraft]);
  const setTokenText = useCallback((next: string) => setDraft((d) => ({ ...d, tokenText: next })), [setDraft]);
  const token = isToken ? checksumEvmAddress(tokenText) : undefined;
  const query = useQuery({
    queryKey: ['key-batch', 'token', target?.chainId, target?.rpcUrl, token],
    queryFn: () => readToken(target as ChainTarget, token as Address),
    enabled: target !== undefined && token !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  let status: AssetStatus;
  if (!target) status = { kind: 'missing' };
  else if (!isToken)
    status = { kind: 'ready', token: 'native', symbol: target.nativeSymbol, decimals: target.nativeDecimals };
  else if (tokenText.trim() === '') status = { kind: 'missing' };
  else if (!token) status = { kind: 'invalid-address' };
  else if (query.error)
    status = isNotTokenError(query.error) ? { kind: 'not-token' } : { kind: 'error', error: query.error };
  else if (!query.data) status = { kind: 'reading' };
  else status = { kind: 'ready', token, ...query.data };
  return { isToken, setIsToken, tokenText, setTokenText, status, retry };
}
