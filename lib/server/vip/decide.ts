import 'server-only';
import type { Payment, PaymentRejectReason } from '@/db/schema';
import { chainFamily } from './addresses';
import { payTagOf } from './pay-tag';
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

/** EVM addresses compare without case; Tron's base58 is case-sensitive and compared as is. */
const spelling = (chainId: number) =>
  chainFamily(chainId) === 'evm' ? (text: string) => text.toLowerCase() : (text: string) => text;

/** Who claims a transaction: the account and the wallet a prepay names. */
export type Claim = Pick<Payment, 'userId' | 'chainId' | 'walletAddress'>;

/**
 * Why a claim on a transaction can never be right, whatever the chain does later (null: nothing proves it wrong):
 * - 'wrong-account': the input carries another account's tag (the input is part of the signed transaction);
 * - 'wrong-sender': the transaction is mined, succeeded, and moves nothing out of the claimed wallet.
 * A claim proven wrong is void: prepay refuses it, and a prepay by the real payer takes over a payment row that
 * someone created first by copying the hash from the mempool.
 */
export function claimProblem(claim: Claim, observed: ObservedTransaction | null): PaymentRejectReason | null {
  if (!observed) return null;
  if (observed.payTag && observed.payTag !== payTagOf(claim.userId)) return 'wrong-account';
  if (observed.status !== 'success') return null;
  const spell = spelling(claim.chainId);
  return observed.transfers.some((transfer) => spell(transfer.from) === claim.walletAddress) ? null : 'wrong-sender';
}

/** The first thing the transaction's transfers get wrong, checked from the token down to the amount. */
function transferProblem(payment: Payment, observed: ObservedTransaction): PaymentRejectReason | null {
  if (observed.payTag && observed.payTag !== payTagOf(payment.userId)) return 'wrong-account';
  const spell = spelling(payment.chainId);
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
