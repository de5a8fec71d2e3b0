import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { checkUtxoAddress } from '@/chains/utxo/address';
import { UTXO_ADDRESSES_PER_REQUEST } from '@/chains/utxo/balances';
import type { UtxoChain } from '@/chains/utxo/networks';
import { getDb } from '@/db';
import { SERVER_CODE, stripSensitive } from '@/lib/errors';
import { ApiError, failureResponse, requestLocale } from '@/lib/server/api/handler';
import { clientRateLimitKey, hitRateLimit } from '@/lib/server/rate-limit';
import { netConfig } from './config';
import { rateLimited } from './refusals';
import { utxoUpstreams } from './utxo-config';
import { relayUtxoBalances } from './utxo-read';

export { relayUtxoBalances };

/**
 * GET /api/rpc/utxo/{btc|doge}/balances?address=…(1–25 times): the Bitcoin and Dogecoin checkers' balance read.
 * Esplora and Blockbook have no call for many addresses, so the page sends up to 25 addresses a request and we ask
 * the configured indexer for each (8 at a time), in failover order per address: BTC_ESPLORA_UPSTREAMS (Esplora roots,
 * default Blockstream's and mempool.space's), DOGE_BLOCKBOOK_UPSTREAMS (Blockbook roots, default Trezor's). Both are
 * our configuration (trusted, sent with the global fetch like the other relays), zod-checked at start (env.ts) and
 * at every call. Every address is checked with the page's own rules (chains/utxo/address.ts) before anything goes
 * out; the answer is ours, `{balances: [{address, confirmed, unconfirmed, txCount} | {address, error}]}`, amounts in
 * base units as decimal strings, an `error` slug where no upstream gave a readable answer for that address.
 * One request counts one call of the passthroughs' rate limit (RPC_RATE_LIMIT_PER_MINUTE), as the TON v3 relay.
 */

const MINUTE_MS = 60_000;

const chainSchema = z.enum(['btc', 'doge']);

/** The query: 1 to 25 `address` values, each an address of the chain; no other key. */
export function parseUtxoQuery(chain: UtxoChain, search: URLSearchParams): string[] | undefined {
  if ([...search.keys()].some((key) => key !== 'address')) return undefined;
  const schema = z
    .array(
      z
        .string()
        .max(100)
        .transform((text, context) => {
          const check = checkUtxoAddress(chain, text);
          if (!check.ok) context.addIssue({ code: 'custom', message: check.issue });
          return check.ok ? check.value.address : text;
        }),
    )
    .min(1)
    .max(UTXO_ADDRESSES_PER_REQUEST);
  const parsed = schema.safeParse(search.getAll('address'));
  return parsed.success ? parsed.data : undefined;
}

function isCrossSite(request: NextRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return !URL.canParse(origin) || new URL(origin).host !== host;
}

async function answer(request: NextRequest, chainParam: string): Promise<Response> {
  if (isCrossSite(request))
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 403, detail: 'origin' });
  const chain = chainSchema.safeParse(chainParam);
  if (!chain.success) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 404, detail: 'chain' });
  const addresses = parseUtxoQuery(chain.data, request.nextUrl.searchParams);
  if (!addresses) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'address' });
  const limit = await hitRateLimit(await getDb(), {
    key: clientRateLimitKey(request, 'rpc-passthrough'),
    limit: netConfig().rpcRateLimitPerMinute,
    windowMs: MINUTE_MS,
  });
  if (!limit.isAllowed) {
    const headers = { 'retry-after': String(Math.max(1, Math.ceil(limit.retryAfterMs / 1000))) };
    return failureResponse(rateLimited(limit.retryAfterMs), requestLocale(request), { headers });
  }
  const result = await relayUtxoBalances(chain.data, addresses, utxoUpstreams()[chain.data], request.signal);
  return Response.json(result, { headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });
}

/** The route handler of app/api/rpc/utxo/[chain]/balances. */
export function defineUtxoBalancesRoute() {
  return async (request: NextRequest, context: { params: Promise<{ chain: string }> }): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      return await answer(request, (await context.params).chain);
    } catch (error) {
      if (error instanceof ApiError) return failureResponse(error, locale);
      console.error('[rpc] utxo: unexpected error', stripSensitive(error));
      return failureResponse(new ApiError(SERVER_CODE.INTERNAL_ERROR), locale);
    }
  };
}
