import { z } from 'zod';
import { defineHandler } from '@/lib/server/api/handler';
import { checkTokenVerification } from '@/lib/server/market/source-verification';
import { countVerifyCall, verifyChainIdSchema } from '@/lib/server/market/verify-route-support';

/**
 * POST /api/rpc/opensource/verify/status {chainId, guid} — where a submitted verification stands on the explorer:
 * `{state: 'pending' | 'verified'}` or `{state: 'failed', reason}` (the explorer's words).
 */
export const POST = defineHandler({
  body: z.object({
    chainId: verifyChainIdSchema,
    guid: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'not a verification guid'),
  }),
  handle: async ({ body, request }) => {
    await countVerifyCall(request);
    return checkTokenVerification(body.chainId, body.guid);
  },
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
