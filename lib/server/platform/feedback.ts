import 'server-only';
import { z } from 'zod';
import type { Database } from '@/db';
import { feedback } from '@/db/schema';
import { stripSensitive } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { emailSchema } from '@/lib/validation';

export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_LENGTH = 2_000;
const MAX_PAGE_LENGTH = 300;

/** POST /api/v1/suggest: what the user writes, an optional address to answer to, and the page it came from. */
export const feedbackBodySchema = z.object({
  content: z.string().trim().min(FEEDBACK_MIN_LENGTH).max(FEEDBACK_MAX_LENGTH),
  /** Optional: an empty field is no address. Stored as the account rules store it (domain lowercased). */
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(254).pipe(emailSchema).optional(),
  ),
  page: z.string().trim().max(MAX_PAGE_LENGTH).optional(),
});

export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

interface SaveFeedbackInput extends FeedbackBody {
  userId: number | null;
  locale: Locale;
}

/**
 * Stores one message. People paste what troubles them, keys and mnemonics included ("this key does not import"):
 * the text goes through the same redaction as error reports, so the feedback table never holds a secret.
 */
export async function saveFeedback(db: Database, input: SaveFeedbackInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(feedback)
    .values({
      userId: input.userId,
      email: input.email ?? null,
      content: stripSensitive(input.content),
      page: input.page ? stripSensitive(input.page) : null,
      locale: input.locale,
    })
    .returning({ id: feedback.id });
  return { id: row.id };
}
