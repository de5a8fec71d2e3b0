import 'server-only';
import { z } from 'zod';

/**
 * Server configuration from the environment, validated once. Every variable is optional with an
 * embedded default so `npm run dev` works with no env; a present but bad value stops the app with
 * a message naming it (see instrumentation.ts). Documented in .env.example.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://… switches the data layer from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** Where embedded data lives (PGlite files, uploads). */
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  /** Key of session cookies and code hashes (lib/server/auth/secret.ts). */
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** Public origin of the site, for canonical links, hreflang and the sitemap. */
  SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('http://localhost:3000')),
  /**
   * Outgoing mail server, smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. Unset: codes are
   * written to the server log in development, and mail is refused in production.
   */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  /** Sender of our mails, `Name <address>`. No default here: lib/server/mail applies its own (DEFAULT_MAIL_FROM). */
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().includes('@', { message: 'must contain an e-mail address' }).optional(),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
