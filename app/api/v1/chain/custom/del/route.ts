import { defineHandler } from '@/lib/server/api/handler';
import { deleteCustomChain, deleteCustomChainSchema } from '@/lib/server/chains-custom';

/** POST /api/v1/chain/custom/del — `{ id }`: removes one of the user's own custom chains (5021 `entry-not-found`). */
export const POST = defineHandler({
  auth: 'required',
  body: deleteCustomChainSchema,
  handle: ({ db, session, body }) => deleteCustomChain(db, session.userId, body.id),
});
