export {
  bundleSchema,
  checkBundleTransactions,
  MAX_BUNDLE_BODY_BYTES,
  MAX_BUNDLE_BYTES,
  MAX_BUNDLE_TXS,
  sendBundle,
  sendBundleParamsSchema,
} from './bundle-relay';
export { COIN_IDS, coinIdForSymbol, nativeSymbol } from './coins';
export { bundleRelayConfig, explorerApi, MarketConfigError, priceApiConfig } from './config';
export {
  type ContractInfo,
  clearContractInfoCache,
  getContractInfo,
  LOOKUPS_TOO_FREQUENT,
  UNVERIFIED_TTL_MS,
  VERIFIED_TTL_MS,
} from './contract-info';
export { defineJsonRpcHandler, JSON_RPC_CODE, JsonRpcError } from './json-rpc';
export { clearPriceCache, type PriceQuote, plainDecimal, quotePrice } from './prices';
