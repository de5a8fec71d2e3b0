import { z } from 'zod';
import { SERVER_CODE } from '@/lib/errors';
import { userInfo } from '@/lib/server/accounts/user-info';
import { findUserById } from '@/lib/server/accounts/users';
import { ApiError, defineHandler } from '@/lib/server/api/handler';

/** GET /api/v1/account/info?timestamp= — the signed-in user (spec §3); 5006 when signed out. */
export const GET = defineHandler({
  auth: 'required',
  query: z.object({ timestamp: z.coerce.number().int().nonnegative().optional() }),
  handle: async ({ db, session }) => {
    const user = await findUserById(db, session.userId);
    if (!user) throw new ApiError(SERVER_CODE.NOT_LOGGED_IN);
    return userInfo(db, user);
  },
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
