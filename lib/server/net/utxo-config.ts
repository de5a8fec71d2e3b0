import { z } from 'zod';
import type { UtxoChain } from '@/chains/utxo/networks';

/**
 * Where the Bitcoin and Dogecoin balance relay (utxo-relay.ts) reads: BTC_ESPLORA_UPSTREAMS (Esplora roots, the part
 * before `/address/…`) and DOGE_BLOCKBOOK_UPSTREAMS (Blockbook roots, the part before `/api/v2/…`), comma-separated,
 * in failover order. Our configuration, so trusted; checked at start (env.ts) and at every call.
 */

export const DEFAULT_BTC_ESPLORA_UPSTREAMS = ['https://blockstream.info/api', 'https://mempool.space/api'];
export const DEFAULT_DOGE_BLOCKBOOK_UPSTREAMS = ['https://doge1.trezor.io', 'https://doge2.trezor.io'];

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const upstreamList = z.string().transform((text, context): string[] => {
  const urls = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  urls.forEach((url, index) => {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    // Name the position, never the URL (it may carry an API key).
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.search || parsed.hash) {
      context.addIssue({ code: 'custom', message: `entry ${index + 1} is not an http(s) URL without query` });
    }
  });
  if (urls.length === 0) context.addIssue({ code: 'custom', message: 'names no URL' });
  return urls.map((url) => url.replace(/\/+$/, ''));
});

const utxoEnvSchema = z.object({
  BTC_ESPLORA_UPSTREAMS: z.preprocess(emptyAsUndefined, upstreamList.optional()),
  DOGE_BLOCKBOOK_UPSTREAMS: z.preprocess(emptyAsUndefined, upstreamList.optional()),
});

/** The indexer roots of each chain, in failover order. Throws naming the bad variable, never its value. */
export function utxoUpstreams(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<UtxoChain, string[]> {
  const parsed = utxoEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(', ')}`,
    );
  }
  return {
    btc: parsed.data.BTC_ESPLORA_UPSTREAMS ?? DEFAULT_BTC_ESPLORA_UPSTREAMS,
    doge: parsed.data.DOGE_BLOCKBOOK_UPSTREAMS ?? DEFAULT_DOGE_BLOCKBOOK_UPSTREAMS,
  };
}

/** The problems of the configuration, for the start-up check ([] when fine). */
export function utxoConfigIssues(env: Readonly<Record<string, string | undefined>>): string[] {
  try {
    utxoUpstreams(env);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
