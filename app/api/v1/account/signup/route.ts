import { z } from 'zod';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { signUpWithEmail } from '@/lib/server/accounts/sign-in';
import { userInfo } from '@/lib/server/accounts/user-info';
import { defineHandler } from '@/lib/server/api/handler';
import { createSession } from '@/lib/server/auth/session';

/** POST /api/v1/account/signup {email, password, verifyCode, inviteCode} — creates the account and signs it in. */
export const POST = defineHandler({
  auth: 'optional',
  body: z.object({
    email: accountSchemas.email,
    password: accountSchemas.password,
    verifyCode: accountSchemas.verifyCode,
    inviteCode: accountSchemas.inviteCode,
  }),
  handle: async ({ db, body, setSessionCookie }) => {
    const user = await signUpWithEmail(db, body);
    setSessionCookie(await createSession(db, user.id));
    return userInfo(db, user);
  },
});
