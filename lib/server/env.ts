import { bundleRelayConfig, priceApiConfig } from '@/lib/server/market/config';
import { netConfigIssues } from '@/lib/server/net/config';
import { utxoConfigIssues } from '@/lib/server/net/utxo-config';
import { readPlatformConfig } from '@/lib/server/platform/config';
import { solanaToolConfig } from '@/lib/server/solana/config';
import 'server-only';
import { z } from 'zod';
import { chainRpcOverrides } from '@/chains/evm/rpc-overrides';
import { isTonAddress } from '@/chains/ton/address';
import { WALLETCONNECT_PROJECT_ID_MESSAGE, WALLETCONNECT_PROJECT_ID_PATTERN } from '@/lib/client/walletconnect-env';
import {
  confirmationsEnv,
  evmAddressEnv,
  payTokensEnv,
  rateEnv,
  tronAddressEnv,
} from '@/lib/server/vip/chain-reader/payment-env';

/**
 * Server configuration from the environment, validated once. Every variable is optional with an
 * embedded default so `npm run dev` works with no env; a present but bad value stops the app with
 * a message naming it (see instrumentation.ts). Documented in .env.example.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://… switches the data layer from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** Where embedded data lives (PGlite files, uploads). */
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  /** Key of session cookies and code hashes (lib/server/auth/secret.ts). */
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * Public origin of the site: every absolute URL comes from it. The default serves development only; a production
   * start requires the value the build was made with (production-config.ts).
   */
  SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('http://localhost:3000')),
  /**
   * Outgoing mail server, smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. Unset: codes are
   * written to the server log in development, and mail is refused in production.
   */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  /** Sender of our mails, `Name <address>`. No default here: lib/server/mail applies its own (DEFAULT_MAIL_FROM). */
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().includes('@', { message: 'must contain an e-mail address' }).optional(),
  ),
  /*
   * VIP payments. Unset values get their defaults in lib/server/vip/chain-reader/payment-config.ts, so the parsed
   * empty env keeps its shape. CHAIN_RPC_<chainId> (dynamic names) is checked in parseServerEnv below.
   */
  /** TronGrid-compatible HTTP API (https://api.trongrid.io by default). */
  TRON_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** TronGrid API key, sent as TRON-PRO-API-KEY: without one TronGrid rate-limits hard. */
  TRON_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Multicall3 on Tron, for balance reads (chains/tron/balances.ts; default its mainnet address there). */
  TRON_MULTICALL_ADDRESS: z.preprocess(emptyAsUndefined, tronAddressEnv.optional()),
  /** Our Multisend on Tron (chains/tron/batch-send.ts); unset: the batch-send page offers to deploy it. */
  TRON_MULTISEND_ADDRESS: z.preprocess(emptyAsUndefined, tronAddressEnv.optional()),
  /** Receives the Tron tools' fees (chains/tron/fees.ts); unset: Tron batch send and collection do not run. */
  TRON_FEE_RECEIVER: z.preprocess(emptyAsUndefined, tronAddressEnv.optional()),
  /** Receives the TON tools' fees (chains/ton/fees.ts); unset: TON batch send, jetton publish and manage do not run. */
  TON_FEE_RECEIVER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((text) => isTonAddress(text), 'must be a TON mainnet address (EQ…/UQ… or 0:…)')
      .optional(),
  ),
  /** Receives the Sui tools' fees (chains/sui/fees.ts), 0x + 64 hex; unset: Sui batch send does not run. */
  SUI_FEE_RECEIVER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .optional(),
  ),
  /** Where EVM (Ethereum, BSC) payments go; unset: VIP cannot be paid on EVM chains. */
  VIP_PAY_ADDRESS_EVM: z.preprocess(emptyAsUndefined, evmAddressEnv.optional()),
  /** Where Tron payments go (base58 T…); unset: VIP cannot be paid on Tron. */
  VIP_PAY_ADDRESS_TRON: z.preprocess(emptyAsUndefined, tronAddressEnv.optional()),
  /** Accepted tokens, `chainId:tokenAddress:decimals,…` (default: USDT on Ethereum, BSC and Tron). */
  VIP_PAY_TOKENS: z.preprocess(emptyAsUndefined, payTokensEnv.optional()),
  /** Confirmations before a payment counts, `chainId:blocks,…`, merged over the defaults 1:12,56:15,195:19. */
  VIP_CONFIRMATIONS: z.preprocess(emptyAsUndefined, confirmationsEnv.optional()),
  /** Share of an invitee's payment credited to the inviter, exact decimal 0..1 (default 0.3). */
  VIP_REFERRAL_RATE: z.preprocess(emptyAsUndefined, rateEnv.optional()),
  /**
   * WalletConnect (Reown) cloud project id: with it the EVM wallet list offers WalletConnect. Inlined into the browser
   * bundle at build (components/wallet/evm/wagmi-config.ts), so set it for `next build`; checked here at start.
   */
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: z.preprocess(
    (value) => (typeof value === 'string' ? emptyAsUndefined(value.trim()) : value),
    z.string().regex(WALLETCONNECT_PROJECT_ID_PATTERN, WALLETCONNECT_PROJECT_ID_MESSAGE).optional(),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  const issues = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // CHAIN_RPC_<chainId> names are dynamic, so they are checked beside the schema rather than in it.
  issues.push(...chainRpcOverrides(source).issues);
  // The platform services read their own settings at call time; a bad one stops the app here all the same.
  issues.push(...netConfigIssues(source));
  issues.push(...utxoConfigIssues(source));
  for (const read of [
    bundleRelayConfig,
    priceApiConfig,
    () => readPlatformConfig(source),
    () => solanaToolConfig(source),
  ]) {
    try {
      read();
    } catch (error) {
      issues.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (!result.success || issues.length > 0) throw new EnvError(issues);
  return result.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
