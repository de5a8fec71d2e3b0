import { findChain } from '../registry';
import type { ExplorerLinkKind } from '../types';

/** Aptos Explorer's mainnet pages. */
const PAGES: Readonly<Record<ExplorerLinkKind, string>> = { address: 'account', tx: 'txn', token: 'fungible_asset' };

/** The Aptos Explorer page of an address, transaction hash or asset; undefined for a chain that is not Aptos. */
export function aptosExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  const chain = findChain(chainId);
  if (chain?.family !== 'aptos') return undefined;
  const base = chain.explorerUrl.replace(/\/+$/, '');
  if (kind === 'token' && id.includes('::')) return `${base}/coin/${encodeURIComponent(id.trim())}?network=mainnet`;
  return `${base}/${PAGES[kind]}/${encodeURIComponent(id.trim())}?network=mainnet`;
}
