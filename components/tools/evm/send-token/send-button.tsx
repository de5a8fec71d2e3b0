'use client';

import { useTranslations } from 'next-intl';
import type { MultisendDeploymentStatus } from '@/chains/evm/multisend/status';
import type { BatchRow } from '@/lib/batch';
import type { SendPlan } from './build-plan';
import type { TokenState } from './read-chain';
import { isApprovalNeeded, type SendAsset } from './send-plan';
import type { PlanState } from './use-send-plan';

/** Why the send cannot start yet, in the order the user meets the steps; null when it can. */
export type SendBlocker =
  | 'addRows'
  | 'chooseAsset'
  | 'waitPlan'
  | 'planFailed'
  | 'fixFunds'
  | 'deployFirst'
  | 'approveFirst'
  | 'fixSimulation';

export interface SendFacts {
  rows: readonly BatchRow[] | undefined;
  asset: SendAsset | undefined;
  status: MultisendDeploymentStatus | undefined;
  tokenState: TokenState | undefined;
  /** The rows' total in the asset's base units. */
  total: bigint;
  /** The plan of exactly the current request, if worked out. */
  plan: SendPlan | undefined;
  planState: PlanState;
}

export function sendBlocker({
  rows,
  asset,
  status,
  tokenState,
  total,
  plan,
  planState,
}: SendFacts): SendBlocker | null {
  if (!asset) return 'chooseAsset';
  if (!rows || rows.length === 0) return 'addRows';
  if (!plan) return planState.error !== undefined && !planState.isPlanning ? 'planFailed' : 'waitPlan';
  if (plan.shortfalls.length > 0) return 'fixFunds';
  if (status !== 'deployed') return 'deployFirst';
  if (asset.kind === 'erc20' && (!tokenState || isApprovalNeeded(tokenState.allowance, total))) return 'approveFirst';
  // Deployed, approved and funded: the plan is simulated; a chunk that would revert must be fixed first.
  if (!plan.isSimulated) return 'waitPlan';
  if (plan.cost.simulationFailures.length > 0) return 'fixSimulation';
  return null;
}

interface SendButtonProps {
  blocker: SendBlocker | null;
  count: number;
  transactions: number;
  onSend: () => void;
}

export function SendButton({ blocker, count, transactions, onSend }: SendButtonProps) {
  const t = useTranslations('batchSendToken.send');
  return (
    <div className="send-token__send">
      <button type="button" className="button send-token__button" disabled={blocker !== null} onClick={onSend}>
        {t('button', { count, transactions })}
      </button>
      {blocker !== null && <p className="account-field__hint">{t(`blocked.${blocker}`)}</p>}
    </div>
  );
}
