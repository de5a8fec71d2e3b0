import { z } from 'zod';
import { bindEmail } from '@/lib/server/accounts/binding';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { userInfo } from '@/lib/server/accounts/user-info';
import { defineHandler } from '@/lib/server/api/handler';

/** POST /api/v1/account/email/bind {verifyCode, email, password} — a wallet account adds its e-mail and password. */
export const POST = defineHandler({
  auth: 'required',
  body: z.object({
    verifyCode: accountSchemas.verifyCode,
    email: accountSchemas.email,
    password: accountSchemas.password,
  }),
  handle: async ({ db, body, session }) => userInfo(db, await bindEmail(db, session.userId, body)),
});
