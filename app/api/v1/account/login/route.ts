import { z } from 'zod';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { logInWithEmail } from '@/lib/server/accounts/sign-in';
import { userInfo } from '@/lib/server/accounts/user-info';
import { clientIp, defineHandler } from '@/lib/server/api/handler';
import { createSession } from '@/lib/server/auth/session';

/** POST /api/v1/account/login {email, password}. */
export const POST = defineHandler({
  auth: 'optional',
  // Any length is checked against the hash: a login must not reveal the password rules' history.
  body: z.object({ email: accountSchemas.email, password: z.string().min(1).max(1024) }),
  handle: async ({ db, body, request, setSessionCookie }) => {
    const user = await logInWithEmail(db, { ...body, ip: clientIp(request) });
    setSessionCookie(await createSession(db, user.id));
    return userInfo(db, user);
  },
});
