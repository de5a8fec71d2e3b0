'use client';

import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useCallback } from 'react';
import type { PublicClient } from 'viem';
import type { BatchRow, Chunk } from '@/lib/batch/types';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from './chain-access';
import { useEndpointRead, useReadClient, useWalletAccess } from './use-chain-access';
import { useEvmWalletKit } from './use-evm-wallet-kit';
import type { CurrentWalletJob, WalletJobMeta } from './use-wallet-job';
import { WalletPanel } from './wallet-panel';

/** The page's job (use-wallet-job.ts): the flow hands its driver the wallet and reader at each render. */
interface FlowJob<M extends WalletJobMeta> {
  current: CurrentWalletJob<M> | null;
  accessRef: RefObject<ChainAccess | undefined>;
  readRef: RefObject<PublicClient | undefined>;
  start: (rows: readonly BatchRow[], chunks: readonly Chunk[], meta: M) => void;
  clear: () => void;
}

interface SendFlowOptions<M extends WalletJobMeta> {
  locale: Locale;
  /** Where the picked chain is kept between visits (the RPC of each chain is every EVM tool's). */
  chainStorageKey: string;
  job: FlowJob<M>;
  /** The react-query keys read again after a step or a run (balances, approvals, deployment): a module-level list. */
  queryKeys: readonly string[];
}

/**
 * A connected-wallet send's chain and wallet: the chain picked (custom chains too: the wallet is asked to add one it
 * lacks), reads over its RPC before any wallet, the wallet kit on demand. A new batch runs on the chain picked, a
 * restored one on its own chain (the same reads when they agree). Gives the wallet parts to render, and the props of
 * the run (a batch under way or restored) and of the setup (a new batch).
 */
export function useSendFlow<M extends WalletJobMeta>({ locale, chainStorageKey, job, queryKeys }: SendFlowOptions<M>) {
  const { endpoint, read } = useEndpointRead(chainStorageKey);
  const { wallet, isLoading, requestConnect, bridge } = useEvmWalletKit(locale);
  const access = useWalletAccess(wallet, read);

  const jobChainId = job.current?.meta.chainId;
  const jobRead = useReadClient(jobChainId, jobChainId === undefined ? undefined : endpoint.urlFor(jobChainId));
  const jobAccess = useWalletAccess(wallet, jobRead);
  job.accessRef.current = job.current ? jobAccess : access;
  job.readRef.current = (job.current ? jobRead : read)?.client;

  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    for (const key of queryKeys) void queryClient.invalidateQueries({ queryKey: [key] });
  }, [queryClient, queryKeys]);

  const walletParts: ReactNode = (
    <>
      {bridge}
      <WalletPanel
        locale={locale}
        wallet={wallet}
        isLoading={isLoading}
        endpoint={endpoint}
        onConnect={requestConnect}
      />
    </>
  );
  const runProps = {
    access: jobAccess,
    onNewBatch: job.clear,
    onSettled: refresh,
    onConnect: wallet?.status === 'connected' ? undefined : requestConnect,
  };
  const setupProps = {
    locale,
    endpoint,
    read,
    wallet,
    access,
    onConnect: requestConnect,
    onStart: job.start,
    onRefresh: refresh,
  };
  return { walletParts, runProps, setupProps };
}
