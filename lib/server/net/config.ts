import 'server-only';
import { z } from 'zod';
import { type HostRule, parseHostRule } from './host-rules';

/**
 * Configuration of the RPC proxy and the chain RPC passthroughs (documented in README.md and .env.example). Read
 * from process.env at every call, so tests and a changed environment take effect without a restart; a bad value
 * throws an error naming the variable (the request then answers 5000 and the log says why).
 */

/** Third-party APIs our tools call from the browser that do not answer CORS requests. */
export const DEFAULT_PROXY_ALLOWED_HOSTS: readonly string[] = [
  'api.coingecko.com',
  'api.etherscan.io',
  'api.bscscan.com',
  'api.trongrid.io',
  'apilist.tronscanapi.com',
  'toncenter.com',
  'fullnode.mainnet.sui.io',
  // Sui's GraphQL RPC: balances of many owners in one query (chains/sui/balances.ts); mainnet JSON-RPC is off.
  'graphql.mainnet.sui.io',
  // Aptos Labs' mainnet REST API (/v1) and indexer GraphQL (/v1/graphql): chains/aptos.
  'api.mainnet.aptoslabs.com',
  'ipfs.io',
  'gateway.pinata.cloud',
  'api.pinata.cloud',
];

export const DEFAULT_SOLANA_RPC_UPSTREAMS: readonly string[] = ['https://api.mainnet-beta.solana.com'];
export const DEFAULT_SOLANA_DEV_RPC_UPSTREAMS: readonly string[] = ['https://api.devnet.solana.com'];
export const DEFAULT_TON_RPC_UPSTREAMS: readonly string[] = ['https://toncenter.com/api/v2/jsonRPC'];
/** JSON-RPC calls per client address and minute on the passthroughs (each entry of a batch counts). */
export const DEFAULT_RPC_RATE_LIMIT_PER_MINUTE = 600;
/** Proxied requests per client address and minute. */
export const DEFAULT_RPC_PROXY_RATE_LIMIT_PER_MINUTE = 300;

/**
 * The toncenter v3 root beside a toncenter-shaped v2 JSON-RPC URL (`…/api/v2/jsonRPC` → `…/api/v3`, the `?api_key=`
 * kept: toncenter takes it on either API), or undefined for any other URL (the same rule as chains/ton/api's tonV3Url).
 */
export function tonV3RootOf(v2Url: string): string | undefined {
  const match = /^(.*\/api)\/v2\/jsonRPC(\?.*)?$/.exec(v2Url);
  return match ? `${match[1]}/v3${match[2] ?? ''}` : undefined;
}

/** The value that turns the proxy off: every target refused. */
export const PROXY_DISABLED = 'none';

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const hostRules = z.string().transform((text, context): HostRule[] => {
  if (text.trim().toLowerCase() === PROXY_DISABLED) return [];
  const rules: HostRule[] = [];
  for (const entry of commaList(text)) {
    try {
      rules.push(parseHostRule(entry));
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }
  return rules;
});

const upstreams = z.string().transform((text, context): string[] => {
  const urls = commaList(text);
  for (const url of urls) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
      // The URL may carry an API key: name its position, not its text.
      context.addIssue({ code: 'custom', message: `entry ${urls.indexOf(url) + 1} is not an http(s) URL` });
    }
  }
  if (urls.length === 0) context.addIssue({ code: 'custom', message: 'names no URL' });
  return urls;
});

const perMinute = z.coerce.number().int().min(1).max(1_000_000);

const netEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  RPC_PROXY_ALLOWED_HOSTS: z.preprocess(emptyAsUndefined, hostRules.optional()),
  SOLANA_RPC_UPSTREAMS: z.preprocess(emptyAsUndefined, upstreams.optional()),
  SOLANA_DEV_RPC_UPSTREAMS: z.preprocess(emptyAsUndefined, upstreams.optional()),
  TON_RPC_UPSTREAMS: z.preprocess(emptyAsUndefined, upstreams.optional()),
  TON_V3_UPSTREAMS: z.preprocess(emptyAsUndefined, upstreams.optional()),
  RPC_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, perMinute.optional()),
  RPC_PROXY_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, perMinute.optional()),
});

export type RpcNetwork = 'solana' | 'solana-dev' | 'ton';

export interface NetConfig {
  proxyAllowedHosts: readonly HostRule[];
  upstreams: Readonly<Record<RpcNetwork, readonly string[]>>;
  /** toncenter v3 roots for the accountStates relay (TON_V3_UPSTREAMS, else derived from the TON upstreams). */
  tonV3Upstreams: readonly string[];
  rpcRateLimitPerMinute: number;
  proxyRateLimitPerMinute: number;
  /** Plain http targets (proxy and users' RPCs) only in development; https everywhere else. */
  isHttpAllowed: boolean;
}

export class NetConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid RPC proxy configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'NetConfigError';
  }
}

/** Parses the variables of `env` (process.env by default); throws NetConfigError naming every bad one. */
export function netConfig(env: Readonly<Record<string, string | undefined>> = process.env): NetConfig {
  const result = netEnvSchema.safeParse(env);
  if (!result.success) {
    throw new NetConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = result.data;
  const ton = values.TON_RPC_UPSTREAMS ?? DEFAULT_TON_RPC_UPSTREAMS;
  return {
    proxyAllowedHosts: values.RPC_PROXY_ALLOWED_HOSTS ?? DEFAULT_PROXY_ALLOWED_HOSTS.map(parseHostRule),
    upstreams: {
      solana: values.SOLANA_RPC_UPSTREAMS ?? DEFAULT_SOLANA_RPC_UPSTREAMS,
      'solana-dev': values.SOLANA_DEV_RPC_UPSTREAMS ?? DEFAULT_SOLANA_DEV_RPC_UPSTREAMS,
      ton,
    },
    tonV3Upstreams: values.TON_V3_UPSTREAMS ?? ton.flatMap((url) => tonV3RootOf(url) ?? []),
    rpcRateLimitPerMinute: values.RPC_RATE_LIMIT_PER_MINUTE ?? DEFAULT_RPC_RATE_LIMIT_PER_MINUTE,
    proxyRateLimitPerMinute: values.RPC_PROXY_RATE_LIMIT_PER_MINUTE ?? DEFAULT_RPC_PROXY_RATE_LIMIT_PER_MINUTE,
    isHttpAllowed: values.NODE_ENV === 'development',
  };
}

/** The problems of the configuration, for a start-up check ([] when fine). */
export function netConfigIssues(env: Readonly<Record<string, string | undefined>>): string[] {
  try {
    netConfig(env);
    return [];
  } catch (error) {
    return error instanceof NetConfigError ? error.issues : [String(error)];
  }
}
