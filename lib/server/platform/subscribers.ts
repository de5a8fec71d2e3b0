import 'server-only';
import { z } from 'zod';
import type { Database } from '@/db';
import { subscribers } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApiError } from '@/lib/server/api/handler';
import { isEmail } from '@/lib/validation';

/** RFC 5321's limit on a forward path. */
const MAX_EMAIL_LENGTH = 254;

/**
 * The subscriber data of POST /api/v1/subscriber (spec §3 leaves its fields open): the e-mail address, stored
 * lowercased whole (the table keeps one row per address, and mailboxes differing only in case are one person).
 */
export const subscriberBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH)
    .refine(isEmail, { message: 'Invalid e-mail address' })
    .transform((email) => email.toLowerCase()),
});

export type SubscriberBody = z.infer<typeof subscriberBodySchema>;

/** Adds the address to the newsletter; 5002 when it is already there (also under a race: the unique key decides). */
export async function addSubscriber(
  db: Database,
  input: SubscriberBody & { locale: Locale },
): Promise<{ email: string }> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: input.email, locale: input.locale })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  if (inserted.length === 0) throw new ApiError(SERVER_CODE.EMAIL_ALREADY_SUBSCRIBED);
  return { email: input.email };
}
