'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SolanaToolRpc } from '@/components/tools/solana/rpc/priority-fee';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { Locale } from '@/lib/i18n/config';
import { LookupTablePanel } from './lookup-table-panel';
import { SendRun } from './send-run';
import { SolanaSendSetup } from './solana-send-setup';
import { SOLANA_SEND_QUERY_KEY } from './use-send-asset';
import { type SendWallet, useSendJob } from './use-send-job';
import { useTablesInUse } from './use-tables-in-use';

export interface SolanaSendFlowProps {
  locale: Locale;
  feeReceiver: string;
  /** The inviter's payout address; the plan pays it a share of each fee when the chain can take it. */
  referrer?: string;
  /** The connected wallet (address and signer); undefined while none is. */
  wallet: SendWallet | undefined;
  /** Reads, simulation, broadcast and recent priority fees (our RPC client; tests: the litesvm adapter). */
  rpc: SolanaToolRpc;
  /** Names the RPC in query keys. */
  rpcKey: string;
  /** The page's RPC choice: failed reads name it and offer another one in place. */
  rpcChoice: SolanaRpcChoice;
  /** Asks for a wallet: the send's action while none is connected (the form works without one). */
  onConnect: () => void;
  pollIntervalMs?: number;
}

/**
 * Either the batch under way (or left from a previous visit) or the setup of a new one; below, the recovery of the
 * lookup tables' rent, which keeps the tables the batch still needs.
 */
export function SolanaSendFlow({
  locale,
  feeReceiver,
  referrer,
  wallet,
  rpc,
  rpcKey,
  rpcChoice,
  onConnect,
  pollIntervalMs,
}: SolanaSendFlowProps) {
  const { current, start, clear, startState, clearState } = useSendJob({ wallet, rpc, feeReceiver, pollIntervalMs });
  const tablesInUse = useTablesInUse(current);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [SOLANA_SEND_QUERY_KEY] });
  }, [queryClient]);

  return (
    <>
      {current ? (
        <SendRun
          job={current}
          address={wallet?.address}
          onNewBatch={() => void clear()}
          clearState={clearState}
          onSettled={refresh}
        />
      ) : (
        <SolanaSendSetup
          locale={locale}
          rpc={rpc}
          rpcKey={rpcKey}
          rpcChoice={rpcChoice}
          onConnect={onConnect}
          address={wallet?.address}
          feeReceiver={feeReceiver}
          referrer={referrer}
          startState={startState}
          onStart={(request, plan) => void start(request, plan)}
        />
      )}
      <LookupTablePanel
        locale={locale}
        rpc={rpc}
        wallet={wallet}
        inUse={tablesInUse}
        rpcChoice={rpcChoice}
        pollIntervalMs={pollIntervalMs}
      />
    </>
  );
}
