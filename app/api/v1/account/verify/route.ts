import { z } from 'zod';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { logInWithEmail } from '@/lib/server/accounts/sign-in';
import { clientIp, defineHandler, signInOrigin } from '@/lib/server/api/handler';
import { verifyAddressSignature, verifySignIn } from '@/lib/server/siwe';
import { consumeVerificationCode } from '@/lib/server/verification';

/**
 * POST /api/v1/account/verify — checks the proofs it is given without signing anyone in: e-mail + password,
 * e-mail + code (the code is used up), and/or a signed message of `address`. All given proofs must hold.
 */
export const POST = defineHandler({
  auth: 'optional',
  body: z
    .object({
      source: accountSchemas.source,
      email: accountSchemas.email.optional(),
      password: z.string().min(1).max(1024).optional(),
      verifyCode: accountSchemas.verifyCode.optional(),
      address: accountSchemas.address.optional(),
      signMsg: accountSchemas.signedMessage.optional(),
      msgSignature: accountSchemas.signature.optional(),
    })
    .refine((body) => (body.email && (body.password || body.verifyCode)) || (body.signMsg && body.msgSignature), {
      message: 'no proof given',
    }),
  handle: async ({ db, body, request }) => {
    if (body.email && body.password)
      await logInWithEmail(db, { email: body.email, password: body.password, ip: clientIp(request) });
    if (body.email && body.verifyCode) {
      await consumeVerificationCode(db, { email: body.email, source: body.source, code: body.verifyCode });
    }
    if (body.signMsg && body.msgSignature) {
      const signed = { message: body.signMsg, signature: body.msgSignature as `0x${string}` };
      const expectedDomain = signInOrigin(request).domain;
      if (body.address) await verifyAddressSignature(db, { ...signed, address: body.address, expectedDomain });
      else await verifySignIn(db, { ...signed, expectedDomain });
    }
    return { isValid: true };
  },
});
