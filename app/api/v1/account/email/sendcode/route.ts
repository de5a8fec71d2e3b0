import { z } from 'zod';
import { SERVER_CODE } from '@/lib/errors';
import { accountSchemas } from '@/lib/server/accounts/schemas';
import { findUserByEmail } from '@/lib/server/accounts/users';
import { ApiError, clientIp, defineHandler } from '@/lib/server/api/handler';
import { MailDeliveryError, type MailFailureReason, MailNotConfiguredError } from '@/lib/server/mail';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { sendVerificationCode } from '@/lib/server/verification';

/** One address may ask for codes to many mailboxes, but not without end (the per-mailbox limits are in verification). */
const SENDS_PER_IP = { limit: 30, windowMs: 60 * 60 * 1000 };

const MAIL_DISABLED = new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
  status: 503,
  messages: {
    en: 'E-mail sending is not configured on this server yet. Please try again later or contact support.',
    cn: '服务器尚未配置邮件发送，请稍后再试或联系客服。',
  },
});

/**
 * The mail server failed: spec §8 has no mail-delivery code, so 5021 (a message of its own, shown as is) tells what
 * happened instead of 5000's "server error". Nothing of the attempt is kept, so the text invites an immediate retry.
 */
const MAIL_FAILED: Record<MailFailureReason, ApiError> = {
  unreachable: new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: 503,
    messages: {
      en: 'The code could not be e-mailed: our mail server is not answering right now. No code was sent and nothing was used up, so you can try again at once or in a moment.',
      cn: '验证码邮件未能发出：我们的邮件服务器暂时无法连接。本次没有发出验证码，也不计入发送次数，可以立即或稍后重试。',
    },
  }),
  rejected: new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: 502,
    messages: {
      en: 'Our mail server refused to deliver to this address. Check the e-mail address and try again.',
      cn: '邮件服务器拒绝向该地址投递，请检查邮箱地址后重试。',
    },
  }),
};

/** POST /api/v1/account/email/sendcode {email, source} — a 6-digit code by e-mail, in the request's language. */
export const POST = defineHandler({
  auth: 'optional',
  body: z.object({ email: accountSchemas.email, source: accountSchemas.source }),
  handle: async ({ db, body, locale, request }) => {
    const ipLimit = await hitRateLimit(db, { key: `sendcode:ip:${clientIp(request)}`, ...SENDS_PER_IP });
    if (!ipLimit.isAllowed) {
      const seconds = Math.ceil(ipLimit.retryAfterMs / 1000);
      throw new ApiError(SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT, undefined, { detail: `retry in ${seconds} s` });
    }
    const isRegistered = !!(await findUserByEmail(db, body.email));
    if (body.source === 'forgetPassword' && !isRegistered) throw new ApiError(SERVER_CODE.ACCOUNT_NOT_FOUND);
    if (body.source !== 'forgetPassword' && isRegistered) throw new ApiError(SERVER_CODE.EMAIL_ALREADY_REGISTERED);
    try {
      return await sendVerificationCode(db, { email: body.email, source: body.source, locale });
    } catch (error) {
      if (error instanceof MailNotConfiguredError) throw MAIL_DISABLED;
      if (error instanceof MailDeliveryError) {
        // For the operator: what the SMTP server said (no address, no password), not the user's e-mail.
        console.error(`[mail] verification code not delivered (${error.reason}): ${error.detail}`);
        throw MAIL_FAILED[error.reason];
      }
      throw error;
    }
  },
});
