import { findChain } from '../registry';
import type { ExplorerLinkKind, FamilyChainInfo } from '../types';
import { SOLANA_NATIVE_DECIMALS } from './balances';
import { SOLANA_CHAIN_ID, SOLANA_MAINNET_RPC_URL, solanaRpcUrl } from './rpc';

// Solana's chain facts and explorer links apart from family.ts, which also carries the keys (web3.js Keypair, BIP39,
// PBKDF2): a page that only links to Solscan loads no key code. family.ts re-exports all of it.

export const SOLSCAN_URL = 'https://solscan.io';
export const SOLANA_EXPLORER_URL = 'https://explorer.solana.com';

/** Mainnet, under the registry's chain id 501; its RPC from SOLANA_RPC_URL when set. */
export function solanaChainInfo(chainId: number): FamilyChainInfo | undefined {
  if (chainId !== SOLANA_CHAIN_ID) return undefined;
  const record = findChain(chainId);
  let configured: string | undefined;
  try {
    configured = solanaRpcUrl();
  } catch {
    // A malformed SOLANA_RPC_URL is reported by the env check; the public endpoint stays available.
    configured = undefined;
  }
  return {
    chainId,
    name: record?.name ?? 'Solana',
    nativeSymbol: record?.symbol ?? 'SOL',
    nativeDecimals: SOLANA_NATIVE_DECIMALS,
    explorerUrl: record?.explorerUrl ?? SOLSCAN_URL,
    defaultRpcUrls: [...new Set([configured ?? SOLANA_MAINNET_RPC_URL, SOLANA_MAINNET_RPC_URL])],
  };
}

const SOLSCAN_PATHS: Record<ExplorerLinkKind, string> = { address: 'account', tx: 'tx', token: 'token' };
const EXPLORER_PATHS: Record<ExplorerLinkKind, string> = { address: 'address', tx: 'tx', token: 'address' };

/** Solscan (the registry's explorer): /account/…, /tx/…, /token/…. */
export function solanaExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  if (!solanaChainInfo(chainId)) return undefined;
  return `${SOLSCAN_URL}/${SOLSCAN_PATHS[kind]}/${encodeURIComponent(id.trim())}`;
}

/** The same page on explorer.solana.com (address/…, tx/…), Solana Foundation's explorer. */
export function solanaFoundationExplorerLink(kind: ExplorerLinkKind, id: string): string {
  return `${SOLANA_EXPLORER_URL}/${EXPLORER_PATHS[kind]}/${encodeURIComponent(id.trim())}`;
}
