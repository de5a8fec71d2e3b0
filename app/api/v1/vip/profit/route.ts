import { defineHandler } from '@/lib/server/api/handler';
import { referralProfit } from '@/lib/server/vip';

/** GET /api/v1/vip/profit — referral earnings: totals per chain and token, and the newest entries. */
export const GET = defineHandler({
  auth: 'required',
  handle: ({ db, session }) => referralProfit(db, session.userId),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
