export { CHAIN_ID_CHECK_LIMITS, ChainIdAnswerError, readRemoteChainId } from './chain-id';
export { type CustomChainRefusal, customChainRefused } from './refusals';
export { addCustomChainSchema, deleteCustomChainSchema } from './schemas';
export {
  type AddCustomChainOptions,
  addCustomChain,
  CHAIN_CHECKS_PER_HOUR,
  type CustomChainView,
  deleteCustomChain,
  listCustomChains,
  MAX_CUSTOM_CHAINS_PER_USER,
} from './service';
