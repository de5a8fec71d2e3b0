import { getDb } from '@/db';
import { defineHandler } from '@/lib/server/api/handler';
import { addSubscriber, requireTurnstile, subscriberBodySchema } from '@/lib/server/platform';

/**
 * POST /api/v1/subscriber {email} with header cf-turnstile-response (spec §7) — adds the address to the newsletter
 * in the request's language. 5016 names a bad field or the missing header; 5021 `turnstile-failed` (403),
 * `turnstile-unavailable` / `turnstile-not-configured` (424); 5002 when the address is already subscribed.
 */
export const POST = defineHandler({
  body: subscriberBodySchema,
  handle: async ({ request, body, locale }) => {
    // After validation (a typo costs no siteverify call), before the database (no probing who is subscribed).
    await requireTurnstile(request, 'subscribe');
    return addSubscriber(await getDb(), { ...body, locale });
  },
});
