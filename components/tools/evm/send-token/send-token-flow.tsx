'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { useSendFlow } from './send-flow';
import { SendRun } from './send-run';
import { SendSetup } from './send-setup';
import { SEND_TOKEN_QUERY_KEY } from './use-asset-state';
import { useSendJob } from './use-send-job';

/** Where the picked chain is kept between visits (the RPC of each chain is every EVM tool's). */
export const SEND_CHAIN_STORAGE_KEY = 'chainkit:send-token:chain';

/**
 * Chain, asset, recipients and cost first, with no wallet (reads go to the chain's RPC); the wallet is asked for at
 * signing. A batch under way (or left from a previous visit) shows instead of the setup.
 */
export function SendTokenFlow({ locale }: { locale: Locale }) {
  const job = useSendJob();
  const { endpoint, wallet, requestConnect, read, access, jobAccess, walletParts } = useSendFlow(
    locale,
    SEND_CHAIN_STORAGE_KEY,
    job,
  );

  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [SEND_TOKEN_QUERY_KEY] });
  }, [queryClient]);

  return (
    <>
      {walletParts}
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
