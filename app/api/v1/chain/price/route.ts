import { z } from 'zod';
import { defineHandler } from '@/lib/server/api/handler';
import { quotePrice } from '@/lib/server/market';

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * GET /api/v1/chain/price?chainId&symbol — the USD price of `symbol`, or of the chain's native coin without one:
 * `{price, currency: 'USD', source, updatedAt, ageSeconds, isStale}`.
 */
export const GET = defineHandler({
  query: z.object({
    chainId: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number)
        .optional(),
    ),
    symbol: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9.$_-]{1,20}$/)
        .optional(),
    ),
  }),
  handle: ({ query }) => quotePrice(query),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
