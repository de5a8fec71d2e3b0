import 'server-only';
import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { z } from 'zod';
import { normalizeSolanaAddress } from '@/chains/solana/address';

/*
 * Configuration of the Solana tools, read from process.env at every call (documented in .env.example). The service
 * fees of spec §9 are transfers to SOLANA_FEE_RECEIVER inside the transactions the pages build.
 */

/**
 * Stand-in receiver for development and tests when none is set: derived from a public seed, so anyone can hold its
 * key — fees charged there are not revenue. A deployment (DATABASE_URL set, production) must name its own.
 */
export const DEVELOPMENT_SOLANA_FEE_RECEIVER = Keypair.fromSeed(
  createHash('sha256').update('chainkit:development:solana-fee-receiver').digest(),
).publicKey.toBase58();

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const solanaEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
    SOLANA_FEE_RECEIVER: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .refine((text) => normalizeSolanaAddress(text) !== undefined, 'must be a Solana address (base58)')
        .optional(),
    ),
  })
  .refine((env) => env.SOLANA_FEE_RECEIVER || env.NODE_ENV !== 'production' || !env.DATABASE_URL, {
    message: 'SOLANA_FEE_RECEIVER is required in production with DATABASE_URL',
    path: ['SOLANA_FEE_RECEIVER'],
  });

export interface SolanaToolConfig {
  /** Receives the service fees of the Solana tools. */
  feeReceiver: string;
  /** True when the public development stand-in receives them (never in a deployment). */
  isDevelopmentReceiver: boolean;
}

export function solanaToolConfig(source: Record<string, string | undefined> = process.env): SolanaToolConfig {
  const { NODE_ENV, DATABASE_URL, SOLANA_FEE_RECEIVER } = source;
  const parsed = solanaEnvSchema.safeParse({ NODE_ENV, DATABASE_URL, SOLANA_FEE_RECEIVER });
  // One line per setting, like the other configuration errors (not zod's JSON dump).
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  const env = parsed.data;
  const configured = env.SOLANA_FEE_RECEIVER && normalizeSolanaAddress(env.SOLANA_FEE_RECEIVER);
  return configured
    ? { feeReceiver: configured, isDevelopmentReceiver: false }
    : { feeReceiver: DEVELOPMENT_SOLANA_FEE_RECEIVER, isDevelopmentReceiver: true };
}
