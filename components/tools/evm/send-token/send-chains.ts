import { EVM_DEFAULT_CHAIN_IDS, evmChainInfo } from '@/chains/evm/family';

/** Ethereum and BNB Smart Chain: the chains known without configuration, which the wallet kit also connects to. */
export const SEND_CHAIN_IDS: readonly number[] = EVM_DEFAULT_CHAIN_IDS;

export function chainName(chainId: number): string {
  return evmChainInfo(chainId)?.name ?? String(chainId);
}
