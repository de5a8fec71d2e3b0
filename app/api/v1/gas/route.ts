import { defineHandler } from '@/lib/server/api/handler';
import { gasPageData } from '@/lib/server/gas';

/**
 * GET /api/v1/gas — the gas page's data: every registry chain's current figures (read by the server once per chain per
 * 15 s, shared by all callers) and the 24-hour chart. The page polls it.
 */
export const GET = defineHandler({
  handle: () => gasPageData(),
  // Shared caches may keep it as long as the server does.
  headers: () => ({ 'Cache-Control': 'public, max-age=15' }),
});
