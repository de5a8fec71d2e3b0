import { defineHandler } from '@/lib/server/api/handler';
import { updateLabel } from '@/lib/server/monitor';
import { labelBodySchema } from '@/lib/server/monitor/schemas';

/** POST /api/v1/monitor/balance/label — `{ id, label }`: sets or clears ('' or null) an entry's label. */
export const POST = defineHandler({
  auth: 'required',
  body: labelBodySchema,
  handle: ({ db, session, body }) => updateLabel(db, session.userId, body.id, body.label),
});
