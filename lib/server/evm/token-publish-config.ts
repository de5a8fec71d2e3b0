import 'server-only';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { TokenPublishFeeConfig } from '@/chains/evm/token/fees';
import { DecimalFormatError, parseDecimal } from '@/lib/fees/decimal';

/*
 * The token/publish fee settings, read from process.env when the page renders (documented in .env.example and
 * chains/evm/token/fees.ts). Spec §9 names no EVM fee, so with nothing set no fee is charged.
 *   EVM_FEE_RECEIVER=0x…                     receives the fees (unset: none is charged)
 *   EVM_TOKEN_PUBLISH_FEES=56:0.05,1:0.01    per chain id, in the chain's native coin (18 decimals)
 */
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const feesSchema = z.string().transform((text, context) => {
  const fees: Record<number, string> = {};
  for (const part of text.split(',').map((entry) => entry.trim())) {
    const match = /^(\d{1,15}):(.+)$/.exec(part);
    if (!match) {
      context.addIssue({ code: 'custom', message: `"${part}" is not chainId:amount` });
      return z.NEVER;
    }
    try {
      fees[Number(match[1])] = parseDecimal(match[2], 18).toString();
    } catch (error) {
      if (!(error instanceof DecimalFormatError)) throw error;
      context.addIssue({ code: 'custom', message: `"${match[2]}" is not an exact decimal amount` });
      return z.NEVER;
    }
  }
  return fees;
});

const configSchema = z.object({
  EVM_FEE_RECEIVER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((text) => isAddress(text, { strict: false }), 'must be an EVM address')
      .transform((text) => getAddress(text.toLowerCase()))
      .optional(),
  ),
  EVM_TOKEN_PUBLISH_FEES: z.preprocess(emptyAsUndefined, feesSchema.optional()),
});

export function tokenPublishFeeConfig(source: Record<string, string | undefined> = process.env): TokenPublishFeeConfig {
  const parsed = configSchema.safeParse({
    EVM_FEE_RECEIVER: source.EVM_FEE_RECEIVER,
    EVM_TOKEN_PUBLISH_FEES: source.EVM_TOKEN_PUBLISH_FEES,
  });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  return { receiver: parsed.data.EVM_FEE_RECEIVER, feesWei: parsed.data.EVM_TOKEN_PUBLISH_FEES ?? {} };
}
