export { type DecodedArgument, type DecodedCall, decodeCall } from './known-calls';
export { lookupTransaction, type PaidFees, type TransactionLookup, type TransactionStatus } from './lookup';
export {
  type AccountNonces,
  hasNonceGap,
  type PooledTransaction,
  planCancelLowest,
  planGapFill,
  readNonces,
  readPool,
} from './nonces';
export {
  bumpFee,
  type NetworkFees,
  type PendingTransaction,
  planReplacement,
  REPLACEMENT_BUMP_PERCENT,
  type ReplacementKind,
  type ReplacementPlan,
  readNetworkFees,
  replacementBlocker,
  toRpcTransaction,
} from './replace';
export { type TokenTransfer, transfersFromLogs } from './transfers';
