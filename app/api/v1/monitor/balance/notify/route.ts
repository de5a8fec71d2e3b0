import { defineHandler } from '@/lib/server/api/handler';
import { getNotifySettings, setNotifySettings } from '@/lib/server/monitor';
import { notifyBodySchema } from '@/lib/server/monitor/schemas';

/** GET /api/v1/monitor/balance/notify — the change notification settings (balanceMonitor and monitorNotify VIP). */
export const GET = defineHandler({
  auth: 'required',
  handle: ({ db, session }) => getNotifySettings(db, session.userId),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});

/**
 * POST /api/v1/monitor/balance/notify — `{ emailEnabled?, minChange?, language? }`: changes the given settings; the
 * mails' language is the request's unless `language` (en or cn) is given.
 */
export const POST = defineHandler({
  auth: 'required',
  body: notifyBodySchema,
  handle: ({ db, session, body, locale }) => setNotifySettings(db, session.userId, body, locale),
});
