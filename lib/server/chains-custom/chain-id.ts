import 'server-only';
import { type SafeFetchLimits, safeFetch } from '@/lib/server/net/safe-fetch';

/** One small JSON-RPC exchange: short timeout, tiny bodies, few redirects. */
export const CHAIN_ID_CHECK_LIMITS: SafeFetchLimits = {
  timeoutMs: 10_000,
  maxRequestBytes: 1024,
  maxResponseBytes: 64 * 1024,
  maxRedirects: 3,
};

const REQUEST = new TextEncoder().encode(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }));
const HEX_QUANTITY = /^0x[0-9a-f]{1,14}$/i;

/** What the RPC answered, when it is not a chain id. */
export class ChainIdAnswerError extends Error {
  constructor(readonly isHttpError: boolean) {
    super(isHttpError ? 'the RPC answered an HTTP error' : 'the RPC answered no chain id');
    this.name = 'ChainIdAnswerError';
  }
}

/**
 * eth_chainId of a user's RPC, through the SSRF-safe fetch: any public host (no allow-list: it is the user's own
 * node), every resolved address and every redirect checked. Throws SafeFetchError or ChainIdAnswerError.
 */
export async function readRemoteChainId(rpcUrl: string, isHttpAllowed: boolean): Promise<number> {
  const response = await safeFetch(
    {
      url: rpcUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: REQUEST,
    },
    { ...CHAIN_ID_CHECK_LIMITS, isHttpAllowed },
  );
  if (response.status < 200 || response.status > 299) throw new ChainIdAnswerError(true);
  let answer: unknown;
  try {
    answer = JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new ChainIdAnswerError(false);
  }
  const result = (answer as { result?: unknown } | null)?.result;
  if (typeof result !== 'string' || !HEX_QUANTITY.test(result)) throw new ChainIdAnswerError(false);
  const chainId = Number.parseInt(result, 16);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new ChainIdAnswerError(false);
  return chainId;
}
