import { findChain } from '../registry';
import type { ExplorerLinkKind, FamilyChainInfo } from '../types';
import { EVM_CHAINS } from './chains';
import { KNOWN_EVM_CHAINS } from './public-client';
import { chainRpcOverride } from './rpc-overrides';

// The EVM chains' facts (name, coin, explorer, RPC) apart from family.ts, which also carries the key derivation: a page
// that only shows a chain or links to its explorer loads no key code.

/** The registry's chains (chains.ts) in its order; any other EVM chain once CHAIN_RPC_<chainId> names its RPC. */
export const EVM_DEFAULT_CHAIN_IDS: readonly number[] = EVM_CHAINS.map((chain) => chain.chainId);

/** A known chain, or one configured by CHAIN_RPC_<chainId> (ETH, 18 decimals, no explorer: nothing more is known). */
export function evmChainInfo(chainId: number): FamilyChainInfo | undefined {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return undefined;
  const known = KNOWN_EVM_CHAINS[chainId];
  const record = findChain(chainId);
  if (known) {
    return {
      chainId,
      name: record?.name ?? known.name,
      nativeSymbol: known.nativeCurrency.symbol,
      nativeDecimals: known.nativeCurrency.decimals,
      explorerUrl: record?.explorerUrl ?? known.blockExplorers?.default.url,
      // Public endpoints only: CHAIN_RPC_<chainId> may hold a key, and this also reaches pages (evmRpcUrl applies it).
      defaultRpcUrls: known.rpcUrls.default.http,
    };
  }
  let configured: string | undefined;
  try {
    configured = chainRpcOverride(chainId);
  } catch {
    // A malformed CHAIN_RPC_<id> is reported by the env check; here the chain is simply not available.
    return undefined;
  }
  if (!configured) return undefined;
  return {
    chainId,
    name: `EVM chain ${chainId}`,
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    defaultRpcUrls: [configured],
  };
}

/** Etherscan-style links (/address/…, /tx/…, /token/…), which both Etherscan and BscScan serve. */
export function evmExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  const base = evmChainInfo(chainId)?.explorerUrl;
  if (!base) return undefined;
  return `${base.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(id.trim())}`;
}
