import { defineHandler } from '@/lib/server/api/handler';
import { entryEvents } from '@/lib/server/monitor';
import { eventsQuerySchema } from '@/lib/server/monitor/schemas';

/** GET /api/v1/monitor/balance/events?id=&page=&pageSize= — an entry's kept changes, newest first (pageSize ≤ 100). */
export const GET = defineHandler({
  auth: 'required',
  query: eventsQuerySchema,
  handle: ({ db, session, query }) => entryEvents(db, session.userId, query),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
