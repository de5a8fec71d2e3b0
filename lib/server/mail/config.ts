import 'server-only';
import { serverEnvSchema } from '@/lib/server/env';

export const DEFAULT_MAIL_FROM = 'Chainkit <no-reply@chainkit.app>';

const mailEnvSchema = serverEnvSchema.pick({ NODE_ENV: true, SMTP_URL: true, MAIL_FROM: true });

export interface MailConfig {
  /** Holds the SMTP password: never log it. */
  smtpUrl?: string;
  from: string;
  isProduction: boolean;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super(
      'SMTP_URL is not set: e-mail sending is disabled in production, so verification codes cannot be delivered. ' +
        'Set SMTP_URL (smtp://user:password@host:587 or smtps://user:password@host:465) and MAIL_FROM to enable it.',
    );
    this.name = 'MailNotConfiguredError';
  }
}

/**
 * Read on every call rather than once (unlike `serverEnv()`): tests switch SMTP servers and NODE_ENV between cases,
 * and the values pass the same zod rules as at start.
 */
export function readMailConfig(): MailConfig {
  const env = mailEnvSchema.parse(process.env);
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    isProduction: env.NODE_ENV === 'production',
  };
}

export type MailDelivery = 'smtp' | 'development-log';

/**
 * For start-up checks: how mail will go out, or MailNotConfiguredError in production without SMTP. The caller
 * decides whether that stops the app or only the mail feature.
 */
export function assertMailConfigured(config: MailConfig = readMailConfig()): MailDelivery {
  if (config.smtpUrl) return 'smtp';
  if (config.isProduction) throw new MailNotConfiguredError();
  return 'development-log';
}
