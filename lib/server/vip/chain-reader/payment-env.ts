import 'server-only';
import { isAddress } from 'viem';
import { z } from 'zod';
import { isTronAddress, TRON_CHAIN_ID } from '@/chains/tron';
import { parseDecimal } from '@/lib/fees/decimal';

/**
 * zod formats of the VIP payment variables, used by lib/server/env.ts's schema so that a bad value stops the app at
 * start with its name. Kept here, beside their one reader, rather than in env.ts; defaults live in payment-config.ts
 * (the schema leaves them unset so the parsed empty env stays as it was).
 */

export interface PayToken {
  chainId: number;
  /** Lowercase 0x-hex on EVM chains, base58 T… on Tron: the forms readTokenTransfers answers. */
  address: string;
  decimals: number;
}

const CHAIN_ID = /^[1-9]\d{0,15}$/;
const MAX_TOKEN_DECIMALS = 36;

/** Lowercase so it compares equal to what the chain reader answers. */
export const evmAddressEnv = z
  .string()
  .refine((text) => isAddress(text), 'must be an EVM address (0x + 40 hex, valid EIP-55 checksum if mixed case)')
  .transform((text) => text.toLowerCase());

export const tronAddressEnv = z.string().refine(isTronAddress, 'must be a Tron base58 address (T…)');

function listItems(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `chainId:tokenAddress:decimals,…`; Tron (195) tokens in base58, the others as EVM addresses. */
export const payTokensEnv = z.string().transform((text, context): PayToken[] => {
  const tokens: PayToken[] = [];
  for (const item of listItems(text)) {
    const [chainText = '', address = '', decimalsText = '', ...rest] = item.split(':');
    const decimals = Number(decimalsText);
    const chainId = Number(chainText);
    const isTron = chainId === TRON_CHAIN_ID;
    const problem =
      rest.length > 0 || !CHAIN_ID.test(chainText)
        ? 'expected chainId:tokenAddress:decimals'
        : !/^\d{1,2}$/.test(decimalsText) || decimals > MAX_TOKEN_DECIMALS
          ? `decimals must be 0 to ${MAX_TOKEN_DECIMALS}`
          : isTron
            ? !isTronAddress(address) && 'not a Tron base58 address'
            : !isAddress(address) && 'not an EVM address';
    if (problem) {
      context.addIssue({ code: 'custom', message: `${problem} in "${item}"` });
      continue;
    }
    const normalised = isTron ? address : address.toLowerCase();
    if (tokens.some((token) => token.chainId === chainId && token.address === normalised)) {
      context.addIssue({ code: 'custom', message: `token listed twice: "${item}"` });
      continue;
    }
    tokens.push({ chainId, address: normalised, decimals });
  }
  if (tokens.length === 0 && context.issues.length === 0) {
    context.addIssue({ code: 'custom', message: 'lists no token' });
  }
  return tokens;
});

/** `chainId:blocks,…`, blocks from 1 to 10000. */
export const confirmationsEnv = z.string().transform((text, context): Record<number, number> => {
  const confirmations: Record<number, number> = {};
  for (const item of listItems(text)) {
    const [chainText = '', blocksText = '', ...rest] = item.split(':');
    const blocks = Number(blocksText);
    if (
      rest.length > 0 ||
      !CHAIN_ID.test(chainText) ||
      !/^\d{1,5}$/.test(blocksText) ||
      blocks < 1 ||
      blocks > 10_000
    ) {
      context.addIssue({ code: 'custom', message: `expected chainId:blocks (1 to 10000), got "${item}"` });
      continue;
    }
    confirmations[Number(chainText)] = blocks;
  }
  return confirmations;
});

/** An exact decimal from 0 to 1 (e.g. 0.3), kept as text: money is never a float here. */
export const rateEnv = z.string().refine((text) => {
  try {
    return parseDecimal(text, 18) <= 10n ** 18n;
  } catch {
    return false;
  }
}, 'must be an exact decimal from 0 to 1, like 0.3');
