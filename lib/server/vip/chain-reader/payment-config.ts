import 'server-only';
import { TRON_CHAIN_ID } from '@/chains/tron';
import { serverEnvSchema } from '@/lib/server/env';
import type { PayToken } from './payment-env';

/**
 * The VIP payment settings with their defaults applied. Read from process.env at every call, like the mail
 * settings: tests point them at local chains between cases, and parsing a handful of variables is cheap. The
 * values were already validated at start (parseServerEnv), so a parse failure here means the env changed since.
 */
const paymentEnvSchema = serverEnvSchema.pick({
  TRON_API_URL: true,
  TRON_API_KEY: true,
  VIP_PAY_ADDRESS_EVM: true,
  VIP_PAY_ADDRESS_TRON: true,
  VIP_PAY_TOKENS: true,
  VIP_CONFIRMATIONS: true,
  VIP_REFERRAL_RATE: true,
});

export const DEFAULT_TRON_API_URL = 'https://api.trongrid.io';

/** USDT on Ethereum (6 decimals), BSC (18 decimals: Binance-Peg BSC-USD) and Tron (6 decimals). */
export const DEFAULT_VIP_PAY_TOKENS: readonly PayToken[] = [
  { chainId: 1, address: '0xdac17f958d2ee523a2206206994597c13d831ec7', decimals: 6 },
  { chainId: 56, address: '0x55d398326f99059ff775485246999027b3197955', decimals: 18 },
  { chainId: TRON_CHAIN_ID, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6 },
];

/**
 * Blocks after which a payment counts: Ethereum 12 (~2.4 min), BSC 15 (fast finality lands well within it), Tron 19
 * (a solidified block: more than 2/3 of the 27 super representatives have built on it).
 */
export const DEFAULT_VIP_CONFIRMATIONS: Readonly<Record<number, number>> = { 1: 12, 56: 15, [TRON_CHAIN_ID]: 19 };
/** For a chain neither the defaults nor VIP_CONFIRMATIONS list (a CHAIN_RPC_ extra chain): as careful as Ethereum. */
export const FALLBACK_VIP_CONFIRMATIONS = 12;

/** Issue 4: 30 % of an invitee's payments go to the inviter. */
export const DEFAULT_VIP_REFERRAL_RATE = '0.3';

function paymentEnv() {
  return paymentEnvSchema.parse(process.env);
}

export function tronApiUrl(): string {
  return (paymentEnv().TRON_API_URL ?? DEFAULT_TRON_API_URL).replace(/\/+$/, '');
}

export function tronApiKey(): string | undefined {
  return paymentEnv().TRON_API_KEY;
}

/** Receiving addresses by chain family (EVM lowercase); a family without one cannot be paid on. */
export function vipPayAddresses(): { evm?: string; tron?: string } {
  const env = paymentEnv();
  return { evm: env.VIP_PAY_ADDRESS_EVM, tron: env.VIP_PAY_ADDRESS_TRON };
}

export function vipPayTokens(): readonly PayToken[] {
  return paymentEnv().VIP_PAY_TOKENS ?? DEFAULT_VIP_PAY_TOKENS;
}

/** The accepted token at that address on that chain (EVM addresses compared case-insensitively). */
export function findPayToken(chainId: number, address: string): PayToken | undefined {
  const wanted = chainId === TRON_CHAIN_ID ? address : address.toLowerCase();
  return vipPayTokens().find((token) => token.chainId === chainId && token.address === wanted);
}

export function vipConfirmations(chainId: number): number {
  const configured = paymentEnv().VIP_CONFIRMATIONS ?? {};
  return configured[chainId] ?? DEFAULT_VIP_CONFIRMATIONS[chainId] ?? FALLBACK_VIP_CONFIRMATIONS;
}

export function vipReferralRate(): string {
  return paymentEnv().VIP_REFERRAL_RATE ?? DEFAULT_VIP_REFERRAL_RATE;
}
