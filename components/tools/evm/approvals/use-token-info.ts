'use client';

import { useEffect, useState } from 'react';
import type { Address, PublicClient } from 'viem';
import { ERC20_APPROVE_ABI } from '@/chains/evm/approvals/abi';

export type TokenInfo =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'ready'; symbol: string; decimals: number }
  | { kind: 'not-token' };

/** An ERC-20's symbol and decimals (one JSON-RPC batch with a batching client); 'not-token' when either fails. */
export async function readTokenInfo(client: PublicClient, token: Address): Promise<TokenInfo> {
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: token, abi: ERC20_APPROVE_ABI, functionName: 'symbol' }),
      client.readContract({ address: token, abi: ERC20_APPROVE_ABI, functionName: 'decimals' }),
    ]);
    return { kind: 'ready', symbol, decimals };
  } catch {
    return { kind: 'not-token' };
  }
}

export function useTokenInfo(client: PublicClient | undefined, token: Address | undefined): TokenInfo {
  const [info, setInfo] = useState<TokenInfo>({ kind: 'none' });
  useEffect(() => {
    if (!client || !token) {
      setInfo({ kind: 'none' });
      return;
    }
    let isCurrent = true;
    setInfo({ kind: 'reading' });
    void readTokenInfo(client, token).then((next) => {
      if (isCurrent) setInfo(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [client, token]);
  return info;
}
