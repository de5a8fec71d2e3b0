import 'server-only';
import { z } from 'zod';

export const MAX_NAME_LENGTH = 64;
export const MAX_SYMBOL_LENGTH = 16;
export const MAX_URL_LENGTH = 2048;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
}

const httpUrl = z.string().trim().min(1).max(MAX_URL_LENGTH).refine(isHttpUrl);
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value));
/** '' and null count as not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * POST /api/v1/chain/custom: an EVM chain or an extra RPC of one. `chainId` is what the user expects; the server
 * reads eth_chainId from `rpcUrl` and refuses a different answer. Name, symbol and decimals default to the known
 * chain's (or `EVM chain <id>`, ETH, 18).
 */
export const addCustomChainSchema = z.object({
  chainId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rpcUrl: httpUrl,
  name: optional(text(MAX_NAME_LENGTH)),
  symbol: optional(text(MAX_SYMBOL_LENGTH)),
  decimals: optional(z.coerce.number().int().min(0).max(36)),
  explorerUrl: optional(httpUrl),
});
export type AddCustomChainInput = z.infer<typeof addCustomChainSchema>;

export const deleteCustomChainSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
