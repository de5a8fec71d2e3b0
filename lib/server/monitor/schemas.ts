import 'server-only';
import { isAddress } from 'viem';
import { z } from 'zod';
import { NATIVE_TOKEN } from '@/db/schema';
import { LOCALES } from '@/lib/i18n/config';

export const MAX_LABEL_LENGTH = 64;
export const MAX_EVENTS_PAGE_SIZE = 100;
/** Token units as an exact non-negative decimal: up to 60 integer and 36 fractional digits. */
export const DECIMAL_PATTERN = /^\d{1,60}(\.\d{1,36})?$/;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const ALL_CAPS_ADDRESS = /^0x[0-9A-F]{40}$/;

/**
 * An EVM address (viem isAddress: a mixed-case one must carry a valid EIP-55 checksum; all lowercase or all
 * uppercase carry none), stored lowercase.
 */
const evmAddress = z
  .string()
  .trim()
  .refine((value) => isAddress(value) || ALL_CAPS_ADDRESS.test(value))
  .transform((value) => value.toLowerCase());

/** '' and null clear the label. */
const label = z
  .string()
  .trim()
  .max(MAX_LABEL_LENGTH)
  .nullable()
  .transform((value) => (value ? value : null));

/** POST /api/v1/monitor/balance: `token` absent, '' or 'native' watches the chain's own coin. */
export const addBodySchema = z.object({
  chainId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  address: evmAddress,
  token: z
    .union([z.literal(NATIVE_TOKEN), z.literal(''), evmAddress])
    .optional()
    .transform((value) => (value ? value : NATIVE_TOKEN)),
  label: label.optional().transform((value) => value ?? null),
});
export type AddEntryInput = z.infer<typeof addBodySchema>;

export const idBodySchema = z.object({ id });

export const labelBodySchema = z.object({ id, label });

export const eventsQuerySchema = z.object({
  id,
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_EVENTS_PAGE_SIZE).optional().default(20),
});

/** POST /api/v1/monitor/balance/notify: a partial update; `language` defaults to the request's. */
export const notifyBodySchema = z.object({
  emailEnabled: z.boolean().optional(),
  minChange: z
    .union([z.string().trim(), z.number().nonnegative()])
    .transform(String)
    .refine((value) => DECIMAL_PATTERN.test(value))
    .optional(),
  language: z.enum(LOCALES).optional(),
});
export type NotifySettingsInput = z.infer<typeof notifyBodySchema>;
