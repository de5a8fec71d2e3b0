import { evmChainInfo } from '@/chains/evm/chain-info';
import { targetFor } from '@/components/tools/evm/key-batch/chain';
import type { WalletChain } from './wallet-requests';

/** A registry chain with its public RPC and explorer, or a custom chain with the user's RPC, as a wallet adds it. */
export function walletChainFor(chainId: number, rpcUrl: string): WalletChain {
  const target = targetFor(chainId, rpcUrl, false);
  return {
    chainId,
    name: target.name,
    nativeSymbol: target.nativeSymbol,
    nativeDecimals: target.nativeDecimals,
    rpcUrl,
    explorerUrl: evmChainInfo(chainId)?.explorerUrl,
  };
}
