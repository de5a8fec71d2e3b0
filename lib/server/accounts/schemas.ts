import { z } from 'zod';
import { VERIFICATION_SOURCES } from '@/db/schema';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/server/auth/password';
import { emailSchema, numericCodeSchema } from '@/lib/validation';

/** zod primitives of the account API. */
export const accountSchemas = {
  email: emailSchema.transform((email) => email.trim().toLowerCase()),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  verifyCode: numericCodeSchema,
  source: z.enum(VERIFICATION_SOURCES),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  signedMessage: z.string().min(1).max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .max(4096),
  /** An empty invite field means none. */
  inviteCode: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(32).optional()),
};
