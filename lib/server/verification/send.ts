import 'server-only';
import type { Database } from '@/db';
import type { Locale } from '@/lib/i18n/config';
import { assertMailConfigured, type MailDelivery, sendVerificationCodeMail } from '@/lib/server/mail';
import { resetRateLimit } from '@/lib/server/rate-limit';
import { VERIFICATION_CODE_TTL_MS, type VerificationTarget } from './codes';
import { invalidateVerificationCodes, issueVerificationCode, verificationRateLimitKeys } from './issue';

export interface SendVerificationCodeInput extends VerificationTarget {
  locale: Locale;
  now?: Date;
}

/**
 * Issues a code and mails it. 'development-log' means the code went to the server log (no SMTP_URL outside
 * production), which the UI should tell the user.
 */
export async function sendVerificationCode(
  db: Database,
  input: SendVerificationCodeInput,
): Promise<{ delivery: MailDelivery }> {
  // Checked before issuing: a server that cannot mail must not use up the user's sends.
  assertMailConfigured();
  const { email, source, locale, now } = input;
  const { code } = await issueVerificationCode(db, { email, source, now });
  try {
    return await sendVerificationCodeMail({
      to: email,
      code,
      source,
      locale,
      validForMinutes: VERIFICATION_CODE_TTL_MS / 60_000,
    });
  } catch (error) {
    // The user never got this code: retire it and let them ask again at once. The daily count stays, so failing
    // sends cannot be repeated without limit.
    await invalidateVerificationCodes(db, { email, source, now });
    await resetRateLimit(db, verificationRateLimitKeys(email).resend);
    throw error;
  }
}
