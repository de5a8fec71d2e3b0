import { defineHandler } from '@/lib/server/api/handler';
import { paymentHistory } from '@/lib/server/vip';
import { historyQuerySchema } from '@/lib/server/vip/schemas';

/** GET /api/v1/vip/payment?page=&pageSize= — the user's payments, newest first (pageSize ≤ 100, default 10). */
export const GET = defineHandler({
  auth: 'required',
  query: historyQuerySchema,
  handle: ({ db, session, query }) => paymentHistory(db, session.userId, query.page, query.pageSize),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
