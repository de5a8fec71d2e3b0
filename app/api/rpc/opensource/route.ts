import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { checksumEvmAddress } from '@/chains/evm/address';
import { stripSensitive } from '@/lib/errors';
import { defineHandler } from '@/lib/server/api/handler';
import { getContractInfo, LOOKUPS_TOO_FREQUENT } from '@/lib/server/market';
import { hitClientRateLimit } from '@/lib/server/rate-limit';

/**
 * Explorer calls (cache misses) per client address, on top of defineHandler's limit of every write: the explorer key
 * is shared by every user, and a script of unknown addresses would otherwise spend it for all.
 */
const EXPLORER_CALLS_PER_IP = { limit: 20, windowMs: 60_000 };

/** Counts an explorer call; a failing database lets it through (logged), like defineHandler's own limit. */
async function countExplorerCall(request: NextRequest): Promise<void> {
  let isAllowed = true;
  try {
    ({ isAllowed } = await hitClientRateLimit(request, { scope: 'rpc/opensource:explorer', ...EXPLORER_CALLS_PER_IP }));
  } catch (error) {
    console.error('[api] rate limit unavailable', request.nextUrl.pathname, stripSensitive(error));
  }
  if (!isAllowed) throw LOOKUPS_TOO_FREQUENT;
}

const chainIdSchema = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * POST /api/rpc/opensource {contractAddress, chainId = 1} — whether the contract's source is verified on the chain's
 * explorer, and its ABI.
 */
export const POST = defineHandler({
  body: z.object({
    contractAddress: z.string().transform((text, context) => {
      const address = checksumEvmAddress(text);
      if (!address) context.addIssue({ code: 'custom', message: 'not an EVM address' });
      return address ?? z.NEVER;
    }),
    chainId: chainIdSchema.default(1),
  }),
  handle: ({ body, request }) =>
    getContractInfo(body.chainId, body.contractAddress, { beforeUpstream: () => countExplorerCall(request) }),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
