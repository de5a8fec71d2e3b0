'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAccount } from 'wagmi';
import type { Locale } from '@/lib/i18n/config';
import { SEND_CHAIN_IDS } from './send-chains';
import { SendRun } from './send-run';
import { SendSetup } from './send-setup';
import { SEND_TOKEN_QUERY_KEY } from './use-asset-state';
import { useChainAccess } from './use-chain-access';
import { useSendJob } from './use-send-job';
import { WalletPanel } from './wallet-panel';

/** The wallet, then either the batch under way (or left from a previous visit) or the setup of a new one. */
export function SendTokenFlow({ locale }: { locale: Locale }) {
  const { address, chainId: walletChainId, status } = useAccount();
  const chainId = walletChainId !== undefined && SEND_CHAIN_IDS.includes(walletChainId) ? walletChainId : undefined;
  const isReady = status === 'connected' && address !== undefined && chainId !== undefined;
  const access = useChainAccess(isReady ? chainId : undefined, isReady ? address : undefined);
  const { current, start, clear } = useSendJob(access);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [SEND_TOKEN_QUERY_KEY] });
  }, [queryClient]);

  return (
    <>
      <WalletPanel locale={locale} />
      {current ? (
        <SendRun job={current} access={access} onNewBatch={clear} onSettled={refresh} />
      ) : (
        isReady && (
          <SendSetup
            locale={locale}
            chainId={chainId}
            address={address}
            access={access}
            onStart={start}
            onRefresh={refresh}
          />
        )
      )}
    </>
  );
}
