import { defineHandler } from '@/lib/server/api/handler';
import { getVipEnvironment, prepay } from '@/lib/server/vip';
import { prepayBodySchema } from '@/lib/server/vip/schemas';

/**
 * POST /api/v1/vip/prepay — records the user's sent payment as pending, priced by the server. 5016 names a bad
 * field (`tokenAmount` when it differs from the price); 5021 `tx-used`, `not-active`, `too-many-pending`.
 */
export const POST = defineHandler({
  auth: 'required',
  body: prepayBodySchema,
  handle: ({ db, session, body }) => prepay(db, getVipEnvironment(), session.userId, body),
});
