'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { useRpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import type { Locale } from '@/lib/i18n/config';
import { SEND_TOKEN_QUERY_KEY } from '../send-token/use-asset-state';
import { useReadClient, useWalletAccess } from '../send-token/use-chain-access';
import { type EvmWallet, hadWalletConnection } from '../send-token/wallet-handle';
import { WalletPanel } from '../send-token/wallet-panel';
import { NftRun } from './nft-run';
import { NftSetup } from './nft-setup';
import { useNftJob } from './use-nft-job';
import { SEND_NFT_QUERY_KEY } from './use-nft-state';

/** The send tool's wallet kit (wagmi + RainbowKit), fetched only when a wallet is asked for. */
const WalletBridge = dynamic(() => import('../send-token/wallet-bridge'), { ssr: false });

/** Where the picked chain is kept between visits. */
export const SEND_NFT_CHAIN_STORAGE_KEY = 'chainkit:send-nft:chain';

function useWalletOnDemand() {
  const [wallet, setWallet] = useState<EvmWallet | null>(null);
  const [connectRequest, setConnectRequest] = useState(0);
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (hadWalletConnection()) setIsWanted(true);
  }, []);
  const requestConnect = useCallback(() => {
    setIsWanted(true);
    setConnectRequest((count) => count + 1);
  }, []);
  return { wallet, setWallet, connectRequest, isWanted, requestConnect };
}

/**
 * Chain, collection, lines and cost first, with no wallet; the wallet is asked for at signing. A batch under way (or
 * left from a previous visit) shows instead of the setup.
 */
export function SendNftFlow({ locale }: { locale: Locale }) {
  const endpoint = useRpcEndpoint({ choiceStorageKey: SEND_NFT_CHAIN_STORAGE_KEY });
  const { wallet, setWallet, connectRequest, isWanted, requestConnect } = useWalletOnDemand();
  const chainId = endpoint.status.kind === 'ready' ? endpoint.status.chainId : undefined;
  const read = useReadClient(chainId, chainId === undefined ? undefined : endpoint.url);
  const access = useWalletAccess(wallet, read);

  const job = useNftJob();
  const jobChainId = job.current?.meta.chainId;
  const jobRead = useReadClient(jobChainId, jobChainId === undefined ? undefined : endpoint.urlFor(jobChainId));
  const jobAccess = useWalletAccess(wallet, jobRead);
  job.accessRef.current = job.current ? jobAccess : access;
  job.readRef.current = (job.current ? jobRead : read)?.client;

  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [SEND_NFT_QUERY_KEY] });
    // The Multisend deployment status is the send tool's query.
    void queryClient.invalidateQueries({ queryKey: [SEND_TOKEN_QUERY_KEY] });
  }, [queryClient]);

  return (
    <>
      {isWanted && <WalletBridge locale={locale} connectRequest={connectRequest} onChange={setWallet} />}
      <WalletPanel
        locale={locale}
        wallet={wallet}
        isLoading={isWanted && wallet === null}
        endpoint={endpoint}
        onConnect={requestConnect}
      />
      {job.current ? (
        <NftRun
          locale={locale}
          job={job.current}
          access={jobAccess}
          onNewBatch={job.clear}
          onSettled={refresh}
          onConnect={wallet?.status === 'connected' ? undefined : requestConnect}
        />
      ) : (
        <NftSetup
          locale={locale}
          endpoint={endpoint}
          read={read}
          wallet={wallet}
          access={access}
          onConnect={requestConnect}
          onStart={job.start}
          onRefresh={refresh}
        />
      )}
    </>
  );
}
