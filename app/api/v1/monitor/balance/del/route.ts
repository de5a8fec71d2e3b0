import { defineHandler } from '@/lib/server/api/handler';
import { removeEntry } from '@/lib/server/monitor';
import { idBodySchema } from '@/lib/server/monitor/schemas';

/** POST /api/v1/monitor/balance/del — `{ id }`: stops watching one of the user's entries (5021 `entry-not-found`). */
export const POST = defineHandler({
  auth: 'required',
  body: idBodySchema,
  handle: ({ db, session, body }) => removeEntry(db, session.userId, body.id),
});
