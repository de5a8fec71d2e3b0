'use client';

import { useCallback, useState } from 'react';
import type { Abi, Address } from 'viem';
import { useHttpClient } from '@/lib/client/http-client-context';

/** What /api/rpc/opensource answers (lib/server/market/README.md). */
interface ContractInfo {
  isVerified: boolean;
  abi: Abi | null;
  contractName: string | null;
  isProxy: boolean;
  implementation: string | null;
}

export type AbiLookup =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'found'; abi: Abi; contractName: string | null; implementation: string | null }
  | { phase: 'unverified' }
  | { phase: 'failed'; error: unknown };

/**
 * The ABI of a verified contract from our contract-info endpoint (the explorer key stays on the server). Behind a
 * verified proxy, the implementation's ABI is the one to call through the proxy.
 */
export function useContractAbi() {
  const http = useHttpClient();
  const [lookup, setLookup] = useState<AbiLookup>({ phase: 'idle' });
  const load = useCallback(
    async (chainId: number, contractAddress: Address): Promise<Abi | undefined> => {
      setLookup({ phase: 'loading' });
      try {
        const ask = (address: string) =>
          http.post<ContractInfo>('/api/rpc/opensource', { contractAddress: address, chainId });
        const info = await ask(contractAddress);
        const implementation = info.isProxy && info.implementation ? await ask(info.implementation) : undefined;
        const abi = implementation?.abi ?? info.abi;
        if (!abi) {
          setLookup({ phase: 'unverified' });
          return undefined;
        }
        setLookup({
          phase: 'found',
          abi,
          contractName: implementation?.contractName ?? info.contractName,
          implementation: implementation?.abi ? (info.implementation ?? null) : null,
        });
        return abi;
      } catch (error) {
        setLookup({ phase: 'failed', error });
        return undefined;
      }
    },
    [http],
  );
  return { lookup, load, reset: () => setLookup({ phase: 'idle' }) };
}
