import 'server-only';
import type { Payment, PaymentRejectReason } from '@/db/schema';
import { chainFamily } from './addresses';
import type { ObservedTransaction } from './types';

export type PaymentDecision =
  /** Keep watching. `isOnChain`: the chain has mined the transaction, only confirmations are missing. */
  | { action: 'wait'; confirmations: number; isOnChain: boolean }
  /** The window passed and the chain still does not show the transaction. */
  | { action: 'expire'; confirmations: number }
  | { action: 'reject'; reason: PaymentRejectReason; confirmations: number }
  | { action: 'credit'; confirmations: number };

/**
 * What one reading of the chain means for a payment (null: the chain could not be read). The verdict is given only
 * once the transaction has the chain's confirmations, so a reorganisation cannot turn an accepted or refused
 * transaction into something else afterwards.
 */
export function decidePayment(
  payment: Payment,
  observed: ObservedTransaction | null,
  requiredConfirmations: number,
  now: Date,
): PaymentDecision {
  const confirmations = observed?.confirmations ?? 0;
  const isOnChain = observed?.status === 'success' || observed?.status === 'failed';
  if (!observed || !isOnChain) {
    const hasExpired = now.getTime() >= payment.expiresAt.getTime();
    return hasExpired ? { action: 'expire', confirmations } : { action: 'wait', confirmations, isOnChain: false };
  }
  if (confirmations < requiredConfirmations) return { action: 'wait', confirmations, isOnChain: true };
  if (observed.status === 'failed') return { action: 'reject', reason: 'failed', confirmations };
  const reason = transferProblem(payment, observed);
  return reason ? { action: 'reject', reason, confirmations } : { action: 'credit', confirmations };
}

/** The first thing the transaction's transfers get wrong, checked from the token down to the amount. */
function transferProblem(payment: Payment, observed: ObservedTransaction): PaymentRejectReason | null {
  // EVM addresses compare without case; Tron's base58 is case-sensitive and compared as is.
  const spell = chainFamily(payment.chainId) === 'evm' ? (text: string) => text.toLowerCase() : (text: string) => text;
  const ofToken = observed.transfers.filter((transfer) => spell(transfer.token) === payment.tokenAddress);
  if (ofToken.length === 0) return 'wrong-token';
  const toUs = ofToken.filter((transfer) => spell(transfer.to) === payment.receiverAddress);
  if (toUs.length === 0) return 'wrong-receiver';
  const fromWallet = toUs.filter((transfer) => spell(transfer.from) === payment.walletAddress);
  if (fromWallet.length === 0) return 'wrong-sender';
  // Several transfers in one transaction (a batching wallet) add up.
  const paid = fromWallet.reduce((sum, transfer) => sum + transfer.amount, 0n);
  return paid < payment.expectedUnits ? 'underpaid' : null;
}
