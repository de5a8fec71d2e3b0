'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { useSendFlow } from '../send-token/send-flow';
import { SEND_TOKEN_QUERY_KEY } from '../send-token/use-asset-state';
import { NftRun } from './nft-run';
import { NftSetup } from './nft-setup';
import { useNftJob } from './use-nft-job';
import { SEND_NFT_QUERY_KEY } from './use-nft-state';

/** Where the picked chain is kept between visits. */
export const SEND_NFT_CHAIN_STORAGE_KEY = 'chainkit:send-nft:chain';

/**
 * Chain, collection, lines and cost first, with no wallet; the wallet is asked for at signing. A batch under way (or
 * left from a previous visit) shows instead of the setup.
 */
export function SendNftFlow({ locale }: { locale: Locale }) {
  const job = useNftJob();
  const { endpoint, wallet, requestConnect, read, access, jobAccess, walletParts } = useSendFlow(
    locale,
    SEND_NFT_CHAIN_STORAGE_KEY,
    job,
  );

  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [SEND_NFT_QUERY_KEY] });
    // The Multisend deployment status is the send tool's query.
    void queryClient.invalidateQueries({ queryKey: [SEND_TOKEN_QUERY_KEY] });
  }, [queryClient]);

  return (
    <>
      {walletParts}
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
