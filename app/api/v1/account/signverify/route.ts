import { z } from 'zod';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { findOrCreateWalletUser } from '@/lib/server/accounts/sign-in';
import { userInfo } from '@/lib/server/accounts/user-info';
import { defineHandler, signInOrigin } from '@/lib/server/api/handler';
import { createSession } from '@/lib/server/auth/session';
import { verifySignIn } from '@/lib/server/siwe';

/** POST /api/v1/account/signverify {message, signature, inviteCode?} — wallet sign-in; a new address gets an account. */
export const POST = defineHandler({
  auth: 'optional',
  body: z.object({
    message: accountSchemas.signedMessage,
    signature: accountSchemas.signature,
    inviteCode: accountSchemas.inviteCode,
  }),
  handle: async ({ db, body, request, setSessionCookie }) => {
    const { address } = await verifySignIn(db, {
      message: body.message,
      signature: body.signature as `0x${string}`,
      expectedDomain: signInOrigin(request).domain,
    });
    const user = await findOrCreateWalletUser(db, address, body.inviteCode);
    setSessionCookie(await createSession(db, user.id));
    return userInfo(db, user);
  },
});
