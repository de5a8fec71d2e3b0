import { findChain } from '../registry';
import type { ExplorerLinkKind } from '../types';

/** Suiscan's mainnet pages. */
const SUISCAN_PAGES: Readonly<Record<ExplorerLinkKind, string>> = { address: 'account', tx: 'tx', token: 'coin' };

/** The Suiscan page of an address, transaction digest or coin type; undefined for a chain that is not Sui. */
export function suiExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  const chain = findChain(chainId);
  if (chain?.family !== 'sui') return undefined;
  return `${chain.explorerUrl.replace(/\/+$/, '')}/mainnet/${SUISCAN_PAGES[kind]}/${encodeURIComponent(id.trim())}`;
}
