import { z } from 'zod';
import { checksumEvmAddress } from '@/chains/evm/address';
import { isTokenVariant, TOKEN_VARIANTS } from '@/chains/evm/token/variants';
import { defineHandler } from '@/lib/server/api/handler';
import { isTokenConstructorArguments, submitTokenVerification } from '@/lib/server/market/source-verification';
import { countVerifyCall, verifyChainIdSchema } from '@/lib/server/market/verify-route-support';

/**
 * POST /api/rpc/opensource/verify {chainId, contractAddress, variant, constructorArguments} — submits the source of
 * a token published by token/publish for verification on the chain's explorer: `{state: 'submitted', guid}` to poll
 * at /api/rpc/opensource/verify/status, or `{state: 'verified'}` when it already is.
 */
export const POST = defineHandler({
  body: z.object({
    chainId: verifyChainIdSchema,
    contractAddress: z.string().transform((text, context) => {
      const address = checksumEvmAddress(text);
      if (!address) context.addIssue({ code: 'custom', message: 'not an EVM address' });
      return address ?? z.NEVER;
    }),
    variant: z.enum(TOKEN_VARIANTS).refine(isTokenVariant),
    constructorArguments: z
      .string()
      .max(8_192)
      .transform((text) => text.replace(/^0x/, '').toLowerCase())
      .refine((hex) => /^[0-9a-f]*$/.test(hex) && isTokenConstructorArguments(hex), 'not the constructor arguments'),
  }),
  handle: async ({ body, request }) => {
    await countVerifyCall(request);
    return submitTokenVerification(body);
  },
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
