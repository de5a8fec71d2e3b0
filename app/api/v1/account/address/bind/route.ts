import { z } from 'zod';
import { bindAddress } from '@/lib/server/accounts/binding';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { userInfo } from '@/lib/server/accounts/user-info';
import { defineHandler, signInOrigin } from '@/lib/server/api/handler';

/** POST /api/v1/account/address/bind {address, signMsg, msgSignature} — an e-mail account adds its wallet. */
export const POST = defineHandler({
  auth: 'required',
  body: z.object({
    address: accountSchemas.address,
    signMsg: accountSchemas.signedMessage,
    msgSignature: accountSchemas.signature,
  }),
  handle: async ({ db, body, session, request }) => {
    const user = await bindAddress(db, session.userId, {
      address: body.address,
      signMsg: body.signMsg,
      msgSignature: body.msgSignature as `0x${string}`,
      expectedDomain: signInOrigin(request).domain,
    });
    return userInfo(db, user);
  },
});
