import { defineHandler } from '@/lib/server/api/handler';
import { checkPendingPayments, getVipEnvironment } from '@/lib/server/vip';
import { checkQuerySchema } from '@/lib/server/vip/schemas';

/**
 * GET /api/v1/vip/pay/check?delay= — the user's pending (and just settled) payments after reading the chain again;
 * with `delay` (ms, capped at 20 000) it waits for a change before answering (long poll).
 */
export const GET = defineHandler({
  auth: 'required',
  query: checkQuerySchema,
  handle: ({ db, session, query, request }) =>
    checkPendingPayments(db, getVipEnvironment(), session.userId, { delayMs: query.delay, signal: request.signal }),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
