import { defineHandler } from '@/lib/server/api/handler';
import { pingQuerySchema, receivePing } from '@/lib/server/platform';

/**
 * POST /api/v1/ping?source=cp&version=… (spec §7) — a batch of tracking events and error reports, gzipped (found by
 * its magic bytes: sendBeacon cannot set Content-Encoding) or plain JSON `{events: [...]}`. Capped before and after
 * inflation (PING_MAX_BYTES, PING_MAX_DECOMPRESSED_BYTES: 5016, 413), validated (5016 naming the fields), redacted
 * and stored. Answers {accepted}.
 */
export const POST = defineHandler({
  query: pingQuerySchema,
  // Every open page pings (batches every few seconds while active, once more on hide), and many users may share one
  // address (offices, carrier NAT): more room than the default for public writes.
  rateLimit: { limit: 120, windowMs: 60_000 },
  handle: ({ request, query }) => receivePing(request, query),
});
