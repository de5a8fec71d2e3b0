import { type Address, type PublicClient, zeroAddress } from 'viem';
import { type AccountCode, isSetTo, parseAccountCode } from '@/chains/evm/eip7702/designator';
import { readAccountStates } from '@/chains/evm/eip7702/read';
import { setCodeGas } from '@/chains/evm/eip7702/set-code';
import { createJob } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import type { ChainTarget } from '../key-batch/chain';
import { cachedFeeQuote, type FeeQuote } from '../key-batch/fees';
import type { KeyEntry } from '../key-batch/keys';
import { type SetCodeSettings, setCodeChunks, setCodeFees } from './set-code-driver';

export type PlanRowState = 'ready' | 'done' | 'needsGas';

export interface SetCodePlanRow {
  line: number;
  address: Address;
  code: AccountCode;
  balance: bigint;
  state: PlanRowState;
}

export interface SetCodePlan {
  settings: SetCodeSettings;
  rows: SetCodePlanRow[];
  /** Gas of one wallet's transaction (21,000 + 25,000 for its authorization) and its most it can cost. */
  gasPerTransaction: bigint;
  maxFeePerGas: bigint;
  maxCostPerTransaction: bigint;
  /** The most the whole run can cost in fees (every ready row's transaction at the max fee). */
  maxTotalCost: bigint;
  /** The sponsor's balance, when a sponsor pays. */
  sponsorBalance: bigint | undefined;
  /** False when delegating to an address without code (nothing would run there). */
  targetHasCode: boolean;
  counts: Record<PlanRowState, number>;
}

export interface PlanInput {
  client: PublicClient;
  entries: readonly KeyEntry[];
  settings: SetCodeSettings;
  feeQuote?: () => Promise<FeeQuote>;
}

/** Reads every wallet (code, balance), the sponsor, the fee and the target, and says what the run would do. */
export async function planSetCode({ client, entries, settings, feeQuote }: PlanInput): Promise<SetCodePlan> {
  const addresses = entries.map((entry) => entry.address);
  const { sponsor, target } = settings;
  const [states, fees, sponsorBalance, targetCode] = await Promise.all([
    readAccountStates(client, addresses),
    (feeQuote ?? cachedFeeQuote(client))().then(setCodeFees),
    sponsor ? client.getBalance({ address: sponsor }) : Promise.resolve(undefined),
    target === zeroAddress ? Promise.resolve(undefined) : client.getCode({ address: target }),
  ]);
  const gasPerTransaction = setCodeGas(1);
  const maxCostPerTransaction = gasPerTransaction * fees.maxFeePerGas;
  const rows = states.map((state, index): SetCodePlanRow => {
    const isDone = isSetTo(state.code, target);
    const cannotPay = sponsor === undefined && state.balance < maxCostPerTransaction;
    return {
      line: entries[index].line,
      address: state.address,
      code: state.code,
      balance: state.balance,
      state: isDone ? 'done' : cannotPay ? 'needsGas' : 'ready',
    };
  });
  const counts = { ready: 0, done: 0, needsGas: 0 };
  for (const row of rows) counts[row.state] += 1;
  return {
    settings,
    rows,
    gasPerTransaction,
    maxFeePerGas: fees.maxFeePerGas,
    maxCostPerTransaction,
    maxTotalCost: maxCostPerTransaction * BigInt(counts.ready),
    sponsorBalance,
    targetHasCode: target === zeroAddress || parseAccountCode(targetCode).kind === 'contract',
    counts,
  };
}

/** The run of a plan's ready rows: one transaction per wallet, in the sponsor's lane or each wallet's own. */
export function setCodeJob(plan: SetCodePlan, target: ChainTarget): JobState {
  const wallets = plan.rows.filter((row) => row.state === 'ready');
  const { rows, chunks } = setCodeChunks(wallets, plan.settings.sponsor);
  return createJob(rows, chunks, {
    tool: 'eip7702',
    chainId: String(target.chainId),
    target: plan.settings.target,
    sponsor: plan.settings.sponsor ?? '',
    symbol: target.nativeSymbol,
    decimals: String(target.nativeDecimals),
  });
}

export function settingsFromMeta(meta: Record<string, string>): SetCodeSettings {
  return {
    chainId: Number(meta.chainId),
    target: (meta.target ?? zeroAddress) as Address,
    sponsor: meta.sponsor ? (meta.sponsor as Address) : undefined,
  };
}
