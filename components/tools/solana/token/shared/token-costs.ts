import type { PublicKey } from '@solana/web3.js';
import { referralShareLamports } from '@/chains/solana/fees';
import type { TokenCosts } from './send-token-transaction';

/** The costs as shown before signing; the inviter's share when one is paid (30 % of this transaction's fee). */
export function tokenCosts(
  serviceFee: bigint,
  networkFee: bigint,
  rent: bigint,
  fee: { receiver: PublicKey; referrer?: PublicKey },
): TokenCosts {
  const referralShare = fee.referrer ? referralShareLamports(serviceFee) : 0n;
  return { serviceFee, networkFee, rent, ...(referralShare > 0n ? { referralShare } : {}) };
}
