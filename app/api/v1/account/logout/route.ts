import { defineHandler } from '@/lib/server/api/handler';
import { revokeSession } from '@/lib/server/auth/session';

/** POST /api/v1/account/logout — revokes the session on the server, so a copied cookie stops working too. */
export const POST = defineHandler({
  auth: 'optional',
  handle: async ({ db, session, clearSessionCookie }) => {
    if (session) await revokeSession(db, session.id);
    clearSessionCookie();
    return null;
  },
});
