'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { evmChainInfo } from '@/chains/evm/chain-info';
import type { MultisendDeploymentStatus } from '@/chains/evm/multisend/status';
import type { DebouncedPlanState } from '@/components/batch/use-debounced-plan';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from './chain-access';
import { DeployStep } from './deploy-step';
import type { ReadClient } from './use-chain-access';
import type { EvmWallet } from './wallet-handle';

/**
 * The chain a send's setup is for: the one read (or, before the endpoint is ready, the one picked), its name (a
 * custom chain has none of ours: its id stands for it, as in the wallet panel) and its native coin.
 */
export function useSendChain(endpoint: RpcEndpoint, read: ReadClient | undefined) {
  const chainId = read?.chainId ?? (typeof endpoint.choice === 'number' ? endpoint.choice : undefined);
  const info = chainId === undefined ? undefined : evmChainInfo(chainId);
  const chain = info?.name ?? (chainId === undefined ? '' : String(chainId));
  const native = useMemo(
    () => ({ symbol: info?.nativeSymbol ?? 'ETH', decimals: info?.nativeDecimals ?? 18 }),
    [info?.nativeSymbol, info?.nativeDecimals],
  );
  return { chainId, chain, native };
}

/** Asks the wallet for the batch's chain (a custom chain comes with its RPC, for a wallet that has to add it first). */
export function useWalletSwitch(wallet: EvmWallet | null, chainId: number | undefined, endpoint: RpcEndpoint) {
  const [switchError, setSwitchError] = useState<unknown>(null);
  const switchWallet = () => {
    if (!wallet || chainId === undefined) return;
    setSwitchError(null);
    const switching =
      typeof endpoint.choice === 'number' ? wallet.switchChain(chainId) : wallet.switchChain(chainId, endpoint.rpcUrl);
    switching.catch((error: unknown) => {
      if (!isUserRejection(error)) setSwitchError(error);
    });
  };
  return { switchWallet, switchError };
}

interface PlanErrorAndDeployProps {
  locale: Locale;
  endpoint: RpcEndpoint;
  chain: string;
  /** Whether there is a request to plan (a failed plan of none is not shown). */
  hasRequest: boolean;
  planState: DebouncedPlanState<unknown, unknown>;
  onRetryPlan: () => void;
  deployment: Pick<UseQueryResult<MultisendDeploymentStatus>, 'isEnabled' | 'error' | 'data' | 'refetch'>;
  access: ChainAccess | undefined;
  onRefresh: () => void;
  /** The tool's texts of a failed plan and a failed read of the deployment, given the error in the user's words. */
  planError: (message: string) => string;
  deployReadError: (message: string) => string;
}

/** A failed plan (retry, or another RPC), then Multisend's deployment on the chain: a failed read, or the step. */
export function PlanErrorAndDeploy(props: PlanErrorAndDeployProps) {
  const { locale, endpoint, chain, hasRequest, planState, onRetryPlan, deployment, access, onRefresh } = props;
  const status = deployment.data;
  return (
    <>
      {hasRequest && planState.error !== undefined && !planState.isPlanning && (
        <RpcReadError
          endpoint={endpoint}
          message={props.planError(localizeError(planState.error, locale))}
          onRetry={onRetryPlan}
        />
      )}
      {!deployment.isEnabled ? null : deployment.error && status === undefined ? (
        <RpcReadError
          endpoint={endpoint}
          message={props.deployReadError(localizeError(deployment.error, locale))}
          onRetry={() => void deployment.refetch()}
        />
      ) : (
        <DeployStep locale={locale} chain={chain} status={status} access={access} onDone={onRefresh} />
      )}
    </>
  );
}
