'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { useRpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import type { Locale } from '@/lib/i18n/config';
import { SendRun } from './send-run';
import { SendSetup } from './send-setup';
import { SEND_TOKEN_QUERY_KEY } from './use-asset-state';
import { useReadClient, useWalletAccess } from './use-chain-access';
import { useSendJob } from './use-send-job';
import { type EvmWallet, hadWalletConnection } from './wallet-handle';
import { WalletPanel } from './wallet-panel';

/** The wallet kit is this page's own and is fetched only when a wallet is asked for (or was connected before). */
const WalletBridge = dynamic(() => import('./wallet-bridge'), { ssr: false });

/** Where the picked chain is kept between visits (the RPC of each chain is every EVM tool's). */
export const SEND_CHAIN_STORAGE_KEY = 'chainkit:send-token:chain';

/** The wallet kit on demand: loaded by the first connect click, or at once to reconnect an earlier wallet. */
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
 * Chain, asset, recipients and cost first, with no wallet (reads go to the chain's RPC); the wallet is asked for at
 * signing. A batch under way (or left from a previous visit) shows instead of the setup.
 */
export function SendTokenFlow({ locale }: { locale: Locale }) {
  // Custom chains too: the wallet is asked to add one it lacks (switchOrAddChain), with the user's RPC.
  const endpoint = useRpcEndpoint({ choiceStorageKey: SEND_CHAIN_STORAGE_KEY });
  const { wallet, setWallet, connectRequest, isWanted, requestConnect } = useWalletOnDemand();
  const chainId = endpoint.status.kind === 'ready' ? endpoint.status.chainId : undefined;
  const read = useReadClient(chainId, chainId === undefined ? undefined : endpoint.url);
  const access = useWalletAccess(wallet, read);

  const job = useSendJob();
  const jobChainId = job.current?.meta.chainId;
  const jobRead = useReadClient(jobChainId, jobChainId === undefined ? undefined : endpoint.urlFor(jobChainId));
  const jobAccess = useWalletAccess(wallet, jobRead);
  // A new batch runs on the chain picked; a restored one on its own chain (the same reads when they agree).
  job.accessRef.current = job.current ? jobAccess : access;

  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
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
        <SendRun
          job={job.current}
          access={jobAccess}
          onNewBatch={job.clear}
          onSettled={refresh}
          onConnect={wallet?.status === 'connected' ? undefined : requestConnect}
        />
      ) : (
        <SendSetup
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
