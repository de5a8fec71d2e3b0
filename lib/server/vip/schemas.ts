import 'server-only';
import { z } from 'zod';
import { PAYMENT_KINDS } from '@/db/schema';
import { VIP_FEATURES } from '@/lib/catalog/types';

/** Cap of GET /api/v1/vip/pay/check's long poll: below the client's own 15 s timeout plus margin (spec §7). */
export const MAX_CHECK_DELAY_MS = 20_000;
export const MAX_PAGE_SIZE = 100;

const text = (maxLength: number) => z.string().trim().min(1).max(maxLength);

/**
 * POST /api/v1/vip/prepay (spec §3 prepay payload). `plan` is the purchase kind: buy, renew or expand.
 * `tokenAmount` is only compared with the server's price: below it answers 5016 (naming the price); above it is fine
 * (an expand quote falls with the days left), and the payment is recorded at the server's price.
 */
export const prepayBodySchema = z.object({
  walletAddress: text(100),
  tokenAddress: text(100),
  chainId: z.coerce.number().int().min(0),
  tokenAmount: z.union([text(80), z.number().nonnegative()]).transform(String),
  vipDays: z.coerce.number().int().positive(),
  txHash: text(100),
  feature: z.enum(VIP_FEATURES),
  plan: z.enum(PAYMENT_KINDS),
  credit: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type PrepayInput = z.infer<typeof prepayBodySchema>;

export const confirmBodySchema = z.object({ txHash: text(100) });

export const checkQuerySchema = z.object({
  delay: z.coerce.number().int().min(0).optional().default(0),
});

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(10),
});
