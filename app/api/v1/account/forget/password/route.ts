import { z } from 'zod';
import { SERVER_CODE } from '@/lib/errors';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { resetPasswordWithEmail, setPassword } from '@/lib/server/accounts/sign-in';
import { findUserByAddress } from '@/lib/server/accounts/users';
import { ApiError, defineHandler, signInOrigin } from '@/lib/server/api/handler';
import { verifyAddressSignature } from '@/lib/server/siwe';

/**
 * POST /api/v1/account/forget/password — a new password, proven by an e-mailed code (email + verifyCode) or by a
 * signature of the account's wallet (message + signature + address). Every session of the account ends.
 */
export const POST = defineHandler({
  auth: 'optional',
  body: z.union([
    z.object({
      source: z.literal('forgetPassword'),
      email: accountSchemas.email,
      verifyCode: accountSchemas.verifyCode,
      newPassword: accountSchemas.password,
    }),
    z.object({
      source: z.literal('forgetPassword'),
      message: accountSchemas.signedMessage,
      signature: accountSchemas.signature,
      address: accountSchemas.address,
      newPassword: accountSchemas.password,
    }),
  ]),
  handle: async ({ db, body, request }) => {
    if ('email' in body) return resetPasswordWithEmail(db, body).then(() => null);
    const signed = await verifyAddressSignature(db, {
      message: body.message,
      signature: body.signature as `0x${string}`,
      address: body.address,
      expectedDomain: signInOrigin(request).domain,
    });
    const user = await findUserByAddress(db, signed.address);
    if (!user) throw new ApiError(SERVER_CODE.ACCOUNT_NOT_FOUND);
    // A password only signs in together with an e-mail: a wallet-only account binds one first.
    if (!user.email) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'email' });
    await setPassword(db, user, body.newPassword);
    return null;
  },
});
