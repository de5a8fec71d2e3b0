import type { SolanaSendPlan } from './send-plan';
import type { PlanState } from './use-send-plan';

/** Why the send cannot start yet, in the order the user meets the steps; null when it can. */
export type SendBlocker =
  | 'connectWallet'
  | 'chooseAsset'
  | 'addRows'
  | 'fixAmount'
  | 'fixPriorityFee'
  | 'waitPlan'
  | 'planFailed'
  | 'fixFunds'
  | 'fixRent'
  | 'fixSimulation'
  | 'starting';

export interface SendFacts {
  isConnected: boolean;
  hasAsset: boolean;
  rowCount: number;
  isAmountInvalid: boolean;
  isPriorityFeeInvalid: boolean;
  /** The plan of exactly the current request, if worked out. */
  plan: SolanaSendPlan | undefined;
  planState: PlanState;
  isStarting: boolean;
}

export function sendBlocker(facts: SendFacts): SendBlocker | null {
  const { plan, planState } = facts;
  if (!facts.isConnected) return 'connectWallet';
  if (!facts.hasAsset) return 'chooseAsset';
  if (facts.isAmountInvalid) return 'fixAmount';
  if (facts.rowCount === 0) return 'addRows';
  if (facts.isPriorityFeeInvalid) return 'fixPriorityFee';
  if (!plan) return planState.error !== undefined && !planState.isPlanning ? 'planFailed' : 'waitPlan';
  // Refused before any signature: the wallet could not pay for everything the plan shows.
  if (plan.shortfalls.length > 0) return 'fixFunds';
  // Before the simulation failures: those rows fail there too, and this names the reason.
  if (plan.rentShortfalls.length > 0) return 'fixRent';
  if (plan.cost.simulationFailures.length > 0) return 'fixSimulation';
  if (facts.isStarting) return 'starting';
  return null;
}
