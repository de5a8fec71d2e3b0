'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Address, erc20Abi } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { type ChainTarget, createRpcClient } from './chain';

/** What a run moves: the chain's coin, or an ERC-20 whose symbol and decimals were read from the chain. */
export type AssetStatus =
  | { kind: 'ready'; token: 'native' | Address; symbol: string; decimals: number }
  | { kind: 'missing' }
  | { kind: 'invalid-address' }
  | { kind: 'reading' }
  | { kind: 'not-token' };

export interface AssetState {
  isToken: boolean;
  setIsToken: (isToken: boolean) => void;
  tokenText: string;
  setTokenText: (text: string) => void;
  status: AssetStatus;
}

async function readToken(target: ChainTarget, token: Address): Promise<{ symbol: string; decimals: number }> {
  const client = createRpcClient(target);
  const [decimals, symbol] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }).catch(() => 'TOKEN'),
  ]);
  return { symbol, decimals };
}

export function useAsset(target: ChainTarget | undefined): AssetState {
  const [isToken, setIsToken] = useState(false);
  const [tokenText, setTokenText] = useState('');
  const token = isToken ? checksumEvmAddress(tokenText) : undefined;
  const query = useQuery({
    queryKey: ['key-batch', 'token', target?.chainId, target?.rpcUrl, token],
    queryFn: () => readToken(target as ChainTarget, token as Address),
    enabled: target !== undefined && token !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  let status: AssetStatus;
  if (!target) status = { kind: 'missing' };
  else if (!isToken)
    status = { kind: 'ready', token: 'native', symbol: target.nativeSymbol, decimals: target.nativeDecimals };
  else if (tokenText.trim() === '') status = { kind: 'missing' };
  else if (!token) status = { kind: 'invalid-address' };
  else if (query.error) status = { kind: 'not-token' };
  else if (!query.data) status = { kind: 'reading' };
  else status = { kind: 'ready', token, ...query.data };
  return { isToken, setIsToken, tokenText, setTokenText, status };
}
