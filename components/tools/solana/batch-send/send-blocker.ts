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

/**
 * Everything that can be checked without a wallet comes first (the list, the amounts, the cost): the wallet is asked
 * for last, at signing ('connectWallet': the button then connects), and the plan is worked out again with it.
 */
export function sendBlocker(facts: SendFacts): SendBlocker | null {
  const { plan, planState } = facts;
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
  // Without a wallet the plan has no balances to compare and nothing simulated: both come once it connects.
  if (!facts.isConnected) return 'connectWallet';
  if (facts.isStarting) return 'starting';
  return null;
}
