import { defineHandler } from '@/lib/server/api/handler';
import { confirmPayment, getVipEnvironment, paymentRefused } from '@/lib/server/vip';
import { confirmBodySchema } from '@/lib/server/vip/schemas';

/**
 * POST /api/v1/vip/pay/confirm {txHash} — reads the transaction on chain now. Answers the payment (pending with its
 * confirmations, or confirmed); a refused one answers 5021 with its reason (`failed`, `wrong-token`,
 * `wrong-receiver`, `wrong-sender`, `underpaid`, `expired`, `unknown-payment`).
 */
export const POST = defineHandler({
  auth: 'required',
  body: confirmBodySchema,
  handle: async ({ db, session, body }) => {
    const payment = await confirmPayment(db, getVipEnvironment(), { userId: session.userId, txHash: body.txHash });
    if (payment.status === 'rejected') throw paymentRefused(payment.rejectReason ?? 'failed');
    if (payment.status === 'expired') throw paymentRefused('expired');
    return payment;
  },
});
