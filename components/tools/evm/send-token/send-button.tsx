'use client';

import { useTranslations } from 'next-intl';
import type { MultisendDeploymentStatus } from '@/chains/evm/multisend/status';
import type { BatchRow } from '@/lib/batch/types';
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

/** What the step asks for: a wallet (connect), the batch's chain in the wallet (switch), or the send itself. */
export type SendAction = 'connect' | 'switch' | 'send';

/** Before a wallet: only what the form itself lacks holds the connect action back. */
export function connectBlocker({ rows, asset }: Pick<SendFacts, 'rows' | 'asset'>): SendBlocker | null {
  if (!asset) return 'chooseAsset';
  if (!rows || rows.length === 0) return 'addRows';
  return null;
}

interface SendButtonProps {
  /** The tool's send texts: connect, switch, button ({count}, {transactions}), waitingWallet, blocked.<blocker>. */
  namespace?: 'batchSendToken.send' | 'batchSendNft.send';
  action: SendAction;
  /** Why it cannot send (a key of the namespace's `blocked`), or null. */
  blocker: string | null;
  count: number;
  transactions: number;
  /** The batch's chain, for the switch. */
  chain: string;
  onSend: () => void;
  onConnect: () => void;
  onSwitch: () => void;
  /** The wallet is loading or answering a request. */
  isWaiting?: boolean;
}

/** The step's one action: connect the wallet, switch its chain, or send; disabled with the reason when it cannot. */
export function SendButton(props: SendButtonProps) {
  const { action, blocker, count, transactions, chain, onSend, onConnect, onSwitch, isWaiting = false } = props;
  const t = useTranslations(props.namespace ?? 'batchSendToken.send');
  const label =
    action === 'connect'
      ? t('connect', { count })
      : action === 'switch'
        ? t('switch', { chain })
        : t('button', { count, transactions });
  const onClick = action === 'connect' ? onConnect : action === 'switch' ? onSwitch : onSend;
  return (
    <div className="send-token__send" data-action={action}>
      <button
        type="button"
        className="button send-token__button"
        disabled={blocker !== null || isWaiting}
        onClick={onClick}
      >
        {label}
      </button>
      {isWaiting && <p className="account-field__hint">{t('waitingWallet')}</p>}
      {!isWaiting && blocker !== null && <p className="account-field__hint">{t(`blocked.${blocker}`)}</p>}
    </div>
  );
}
