import 'server-only';
import type { Payment, PaymentKind, PaymentRejectReason, PaymentStatus } from '@/db/schema';

/** A payment as the API shows it to its owner. */
export interface PaymentView {
  id: number;
  feature: string;
  kind: PaymentKind;
  vipDays: number;
  credit: number;
  chainId: number;
  tokenAddress: string;
  walletAddress: string;
  receiverAddress: string;
  /** The price charged, exact decimal in token units. */
  amount: string;
  txHash: string;
  status: PaymentStatus;
  rejectReason: PaymentRejectReason | null;
  confirmations: number;
  /** Confirmations needed on this chain (when known to the caller). */
  requiredConfirmations?: number;
  createdAt: string;
  checkedAt: string | null;
  confirmedAt: string | null;
  expiresAt: string;
}

export function paymentView(payment: Payment, requiredConfirmations?: number): PaymentView {
  return {
    id: payment.id,
    feature: payment.feature,
    kind: payment.kind,
    vipDays: payment.vipDays,
    credit: payment.credit,
    chainId: payment.chainId,
    tokenAddress: payment.tokenAddress,
    walletAddress: payment.walletAddress,
    receiverAddress: payment.receiverAddress,
    amount: payment.expectedAmount,
    txHash: payment.txHash,
    status: payment.status,
    rejectReason: payment.rejectReason,
    confirmations: payment.confirmationsSeen,
    ...(requiredConfirmations === undefined ? {} : { requiredConfirmations }),
    createdAt: payment.createdAt.toISOString(),
    checkedAt: payment.checkedAt?.toISOString() ?? null,
    confirmedAt: payment.confirmedAt?.toISOString() ?? null,
    expiresAt: payment.expiresAt.toISOString(),
  };
}
