import { z } from 'zod';
import { CHAIN_FEATURES, chainsWithFeature } from '@/chains/features';
import { defineHandler } from '@/lib/server/api/handler';

/** GET /api/v1/chains?feature= — chain records, only those whose tool for the feature is served when one is named. */
export const GET = defineHandler({
  query: z.object({ feature: z.enum(CHAIN_FEATURES).optional() }),
  handle: ({ query }) => chainsWithFeature(query.feature),
  headers: () => ({ 'Cache-Control': 'public, max-age=300' }),
});
