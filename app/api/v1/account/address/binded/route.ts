import { z } from 'zod';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { findUserByEmail } from '@/lib/server/accounts/users';
import { defineHandler } from '@/lib/server/api/handler';

/** POST /api/v1/account/address/binded {email} — whether that e-mail's account has a wallet bound. */
export const POST = defineHandler({
  auth: 'optional',
  body: z.object({ email: accountSchemas.email }),
  // An unknown e-mail answers like an account without a wallet: no more is told than sign-up tells.
  handle: async ({ db, body }) => ({ isBound: !!(await findUserByEmail(db, body.email))?.address }),
});
