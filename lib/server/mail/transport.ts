import 'server-only';
import nodemailer from 'nodemailer';
import { MailNotConfiguredError, readMailConfig } from './config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Why a mail did not go: the server could not be reached or talked to, or it refused this recipient. */
export type MailFailureReason = 'unreachable' | 'rejected';

/**
 * The SMTP exchange failed. Carries no address or password: `detail` is nodemailer's error code and message (e.g.
 * "ECONNECTION connect ECONNREFUSED 127.0.0.1:2525"), for the server log only.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly reason: MailFailureReason,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Mail not delivered (${reason}): ${detail}`, options);
    this.name = 'MailDeliveryError';
  }
}

/** nodemailer's EENVELOPE is a refusal of the recipient; anything else (connection, timeout, login) is the server's. */
function toDeliveryError(error: unknown): MailDeliveryError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const isRejected = code === 'EENVELOPE';
  const detail = [typeof code === 'string' ? code : null, typeof message === 'string' ? message : String(error)]
    .filter(Boolean)
    .join(' ')
    // A refusal quotes the recipient: the log keeps what went wrong, not whose address it was.
    .replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<address>');
  return new MailDeliveryError(isRejected ? 'rejected' : 'unreachable', detail, { cause: error });
}

/**
 * nodemailer waits minutes by default; a request waiting on a dead mail server should fail within seconds.
 * Query parameters of SMTP_URL (e.g. ?connectionTimeout=30000) still override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends through SMTP_URL; throws MailNotConfiguredError without it, MailDeliveryError when the exchange fails. For
 * mails that have no development fallback.
 */
export async function sendMailOverSmtp(mail: OutgoingMail, config = readMailConfig()): Promise<void> {
  if (!config.smtpUrl) throw new MailNotConfiguredError();
  // One connection per mail: sends are rare (rate-limited codes), and nothing is kept open between them.
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  try {
    await transport.sendMail({ from: config.from, ...mail });
  } catch (error) {
    throw toDeliveryError(error);
  } finally {
    transport.close();
  }
}
