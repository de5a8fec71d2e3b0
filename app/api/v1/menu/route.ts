import { z } from 'zod';
import { menuTree } from '@/lib/catalog';
import { defineHandler } from '@/lib/server/api/handler';

/** GET /api/v1/menu?source=cp — the navigation of served routes in the request's language. */
export const GET = defineHandler({
  query: z.object({ source: z.literal('cp') }),
  handle: ({ locale }) => menuTree(locale),
  headers: () => ({ 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language' }),
});
