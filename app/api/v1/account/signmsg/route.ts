import { z } from 'zod';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { defineHandler, signInOrigin } from '@/lib/server/api/handler';
import { createSignInMessage } from '@/lib/server/siwe';

/** GET /api/v1/account/signmsg?address=&chainId= — the EIP-4361 message the wallet signs (single-use nonce). */
export const GET = defineHandler({
  auth: 'optional',
  query: z.object({
    address: accountSchemas.address,
    chainId: z.coerce.number().int().positive().default(1),
  }),
  handle: ({ db, query, request }) =>
    createSignInMessage(db, {
      address: query.address,
      chainId: query.chainId,
      ...signInOrigin(request),
    }),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
