'use client';

import dynamic from 'next/dynamic';
import type { ReactNode, RefObject } from 'react';
import type { PublicClient } from 'viem';
import { type RpcEndpoint, useRpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from './chain-access';
import { type ReadClient, useReadClient, useWalletAccess } from './use-chain-access';
import type { CurrentWalletJob, WalletJobMeta } from './use-wallet-job';
import { useWalletOnDemand } from './use-wallet-on-demand';
import type { EvmWallet } from './wallet-handle';
import { WalletPanel } from './wallet-panel';

/** The wallet kit is the send tools' own and is fetched only when a wallet is asked for (or was connected before). */
const WalletBridge = dynamic(() => import('./wallet-bridge'), { ssr: false });

/** What the page hands its job's driver at each render (use-wallet-job.ts). */
interface FlowJob<M extends WalletJobMeta> {
  current: CurrentWalletJob<M> | null;
  accessRef: RefObject<ChainAccess | undefined>;
  readRef: RefObject<PublicClient | undefined>;
}

export interface SendFlowState {
  endpoint: RpcEndpoint;
  wallet: EvmWallet | null;
  requestConnect: () => void;
  /** Reads and the wallet on the chain picked (for the setup of a new batch). */
  read: ReadClient | undefined;
  access: ChainAccess | undefined;
  /** The wallet on the job's own chain (for a batch under way or restored). */
  jobAccess: ChainAccess | undefined;
  /** The wallet kit (while wanted) and the wallet panel. */
  walletParts: ReactNode;
}

/**
 * A connected-wallet send's chain and wallet: the chain picked (kept under `chainStorageKey`; custom chains too, the
 * wallet is asked to add one it lacks), reads over its RPC before any wallet, the wallet kit on demand. A new batch
 * runs on the chain picked, a restored one on its own chain (the same reads when they agree).
 */
export function useSendFlow<M extends WalletJobMeta>(
  locale: Locale,
  chainStorageKey: string,
  job: FlowJob<M>,
): SendFlowState {
  const endpoint = useRpcEndpoint({ choiceStorageKey: chainStorageKey });
  const { wallet, setWallet, connectRequest, isWanted, requestConnect } = useWalletOnDemand<EvmWallet>();
  const chainId = endpoint.status.kind === 'ready' ? endpoint.status.chainId : undefined;
  const read = useReadClient(chainId, chainId === undefined ? undefined : endpoint.url);
  const access = useWalletAccess(wallet, read);

  const jobChainId = job.current?.meta.chainId;
  const jobRead = useReadClient(jobChainId, jobChainId === undefined ? undefined : endpoint.urlFor(jobChainId));
  const jobAccess = useWalletAccess(wallet, jobRead);
  job.accessRef.current = job.current ? jobAccess : access;
  job.readRef.current = (job.current ? jobRead : read)?.client;

  const walletParts = (
    <>
      {isWanted && <WalletBridge locale={locale} connectRequest={connectRequest} onChange={setWallet} />}
      <WalletPanel
        locale={locale}
        wallet={wallet}
        isLoading={isWanted && wallet === null}
        endpoint={endpoint}
        onConnect={requestConnect}
      />
    </>
  );
  return { endpoint, wallet, requestConnect, read, access, jobAccess, walletParts };
}
