import 'server-only';
import type { VerificationSource } from '@/db/schema';
import type { Locale } from '@/lib/i18n/config';
import { assertMailConfigured, type MailDelivery, readMailConfig } from './config';
import { sendMailOverSmtp } from './transport';
import { composeVerificationCodeMail } from './verification-code-content';

export interface VerificationCodeMailInput {
  to: string;
  code: string;
  source: VerificationSource;
  locale: Locale;
  /** What the mail promises; the verification service passes its real expiry. */
  validForMinutes?: number;
}

const DEFAULT_VALID_FOR_MINUTES = 10;
const SIX_DIGITS = /^\d{6}$/;

/**
 * Mails a verification code in the user's language. Without SMTP_URL, development writes the code to the server log
 * (the one deliberate exception to "no codes in logs", so sign-up works with no mail server) and the UI points
 * there; production throws MailNotConfiguredError instead.
 */
export async function sendVerificationCodeMail(input: VerificationCodeMailInput): Promise<{ delivery: MailDelivery }> {
  if (!SIX_DIGITS.test(input.code)) throw new TypeError('A verification code is six digits');
  const config = readMailConfig();
  const delivery = assertMailConfigured(config);
  if (delivery === 'development-log') {
    console.info(`[mail:development] verification code for ${input.to} (${input.source}): ${input.code}`);
    return { delivery };
  }
  const content = composeVerificationCodeMail({
    code: input.code,
    source: input.source,
    locale: input.locale,
    validForMinutes: input.validForMinutes ?? DEFAULT_VALID_FOR_MINUTES,
  });
  await sendMailOverSmtp({ to: input.to, ...content }, config);
  return { delivery };
}
