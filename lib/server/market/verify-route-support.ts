import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { stripSensitive } from '@/lib/errors';
import { hitClientRateLimit } from '@/lib/server/rate-limit';
import { LOOKUPS_TOO_FREQUENT } from './contract-info';

// What the two source-verification routes (app/api/rpc/opensource/verify, …/status) share.

/** Explorer calls per client address (submissions and status polls together): the explorer key is shared by all. */
export const VERIFY_CALLS_PER_IP = { limit: 30, windowMs: 60_000 };

/** Counts an explorer call; a failing database lets it through (logged), like defineHandler's own limit. */
export async function countVerifyCall(request: NextRequest): Promise<void> {
  let isAllowed = true;
  try {
    ({ isAllowed } = await hitClientRateLimit(request, { scope: 'rpc/opensource:verify', ...VERIFY_CALLS_PER_IP }));
  } catch (error) {
    console.error('[api] rate limit unavailable', request.nextUrl.pathname, stripSensitive(error));
  }
  if (!isAllowed) throw LOOKUPS_TOO_FREQUENT;
}

export const verifyChainIdSchema = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
