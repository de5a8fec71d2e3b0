import { defineHandler } from '@/lib/server/api/handler';
import { feedbackBodySchema, requireTurnstile, saveFeedback } from '@/lib/server/platform';

/**
 * POST /api/v1/suggest {content, email?, page?} with header cf-turnstile-response — stores feedback from the suggest
 * page, with the user's id when signed in. Not a call of spec §7: ours, for the suggest page of spec §2. Refusals as
 * /api/v1/subscriber: 5016 names a bad field or the missing header, 5021 `turnstile-*`.
 */
export const POST = defineHandler({
  auth: 'optional',
  body: feedbackBodySchema,
  handle: async ({ request, db, session, body, locale }) => {
    await requireTurnstile(request, 'suggest');
    return saveFeedback(db, { ...body, userId: session?.userId ?? null, locale });
  },
});
