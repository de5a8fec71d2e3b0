import 'server-only';
import nodemailer from 'nodemailer';
import { MailNotConfiguredError, readMailConfig } from './config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * nodemailer waits minutes by default; a request waiting on a dead mail server should fail within seconds.
 * Query parameters of SMTP_URL (e.g. ?connectionTimeout=30000) still override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends through SMTP_URL; throws MailNotConfiguredError without it. For mails that have no development fallback. */
export async function sendMailOverSmtp(mail: OutgoingMail, config = readMailConfig()): Promise<void> {
  if (!config.smtpUrl) throw new MailNotConfiguredError();
  // One connection per mail: sends are rare (rate-limited codes), and nothing is kept open between them.
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  try {
    await transport.sendMail({ from: config.from, ...mail });
  } finally {
    transport.close();
  }
}
