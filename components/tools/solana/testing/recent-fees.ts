import type { PublicKey } from '@solana/web3.js';
import type { PriorityFeeRpc } from '@/chains/solana/priority-fee';

export interface RecentFeesRpc extends PriorityFeeRpc {
  /** The accounts of each getRecentPrioritizationFees question, in order. */
  feeQuestions: (PublicKey[] | undefined)[];
}

/**
 * Test support. The litesvm adapter has no fee market: this gives an RPC the answer a node gives to
 * getRecentPrioritizationFees (one fee per recent slot, micro-lamports per compute unit) and records the questions.
 */
export function withRecentFees<Rpc extends object>(rpc: Rpc, fees: readonly number[] = []): Rpc & RecentFeesRpc {
  const feeQuestions: RecentFeesRpc['feeQuestions'] = [];
  return Object.assign(rpc, {
    feeQuestions,
    getRecentPrioritizationFees: async (config?: { lockedWritableAccounts?: PublicKey[] }) => {
      feeQuestions.push(config?.lockedWritableAccounts);
      return fees.map((prioritizationFee, slot) => ({ slot, prioritizationFee }));
    },
  });
}
