import 'server-only';
import type { Database } from '@/db';
import type { Locale } from '@/lib/i18n/config';
import { assertMailConfigured, type MailDelivery, sendVerificationCodeMail } from '@/lib/server/mail';
import { assertVerificationTarget, VERIFICATION_CODE_TTL_MS, type VerificationTarget } from './codes';
import {
  deleteVerificationCode,
  releaseVerificationSend,
  reserveVerificationSend,
  retireOlderVerificationCodes,
  storeVerificationCode,
} from './issue';

export interface SendVerificationCodeInput extends VerificationTarget {
  locale: Locale;
  now?: Date;
}

/**
 * Issues a code and mails it. 'development-log' means the code went to the server log (no SMTP_URL outside
 * production), which the UI should tell the user. When the mail cannot go out (MailDeliveryError), nothing of the
 * attempt stays: the new code is deleted, the previous open code still works, and the address may ask again at once.
 */
export async function sendVerificationCode(
  db: Database,
  input: SendVerificationCodeInput,
): Promise<{ delivery: MailDelivery }> {
  // Checked before issuing: a server that cannot mail must not use up the user's sends.
  assertMailConfigured();
  assertVerificationTarget(input);
  const { email, source, locale } = input;
  const now = input.now ?? new Date();
  await reserveVerificationSend(db, { email, source, now });
  let stored: { id: number; code: string };
  try {
    stored = await storeVerificationCode(db, { email, source, now });
  } catch (error) {
    await releaseVerificationSend(db, { email, source, now }).catch(() => undefined);
    throw error;
  }
  let result: { delivery: MailDelivery };
  try {
    result = await sendVerificationCodeMail({
      to: email,
      code: stored.code,
      source,
      locale,
      validForMinutes: VERIFICATION_CODE_TTL_MS / 60_000,
    });
  } catch (error) {
    // The user never got this code. The clean-up runs on its own: its failure must not hide the mail's error.
    await deleteVerificationCode(db, stored.id).catch(() => undefined);
    await releaseVerificationSend(db, { email, source, now }).catch(() => undefined);
    throw error;
  }
  await retireOlderVerificationCodes(db, { email, source, now, keptId: stored.id });
  return result;
}
