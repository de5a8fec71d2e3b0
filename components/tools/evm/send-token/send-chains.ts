import { EVM_DEFAULT_CHAIN_IDS, evmChainInfo } from '@/chains/evm/chain-info';

/** Every chain of the registry (chains/evm/chains.ts): known without configuration, and the wallet kit's chains. */
export const SEND_CHAIN_IDS: readonly number[] = EVM_DEFAULT_CHAIN_IDS;

export function chainName(chainId: number): string {
  return evmChainInfo(chainId)?.name ?? String(chainId);
}
