import {
  bundleRelayConfig,
  defineJsonRpcHandler,
  MAX_BUNDLE_BODY_BYTES,
  sendBundle,
  sendBundleParamsSchema,
} from '@/lib/server/market';

/**
 * POST /api/rpc/eth_sendBundle — JSON-RPC `{method: 'eth_sendBundle', params: [{txs, blockNumber?}]}`: every tx must
 * be a signed raw transaction; the bundle goes to every configured builder and the first acceptance is the `result`.
 */
export const POST = defineJsonRpcHandler({
  method: 'eth_sendBundle',
  params: sendBundleParamsSchema,
  maxBodyBytes: MAX_BUNDLE_BODY_BYTES,
  rateLimit: () => ({ scope: 'rpc/eth_sendBundle', limit: bundleRelayConfig().requestsPerMinute, windowMs: 60_000 }),
  handle: ([bundle]) => sendBundle(bundle),
});
