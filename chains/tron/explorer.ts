import { findChain } from '../registry';
import type { ExplorerLinkKind } from '../types';

/** Tronscan keeps its pages under a hash route, with its own names for them. */
const TRONSCAN_PAGES: Readonly<Record<ExplorerLinkKind, string>> = {
  address: 'address',
  tx: 'transaction',
  token: 'token20',
};

/** The Tronscan page of an address, transaction or TRC-20 token; undefined for a chain that is not Tron. */
export function tronExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  const chain = findChain(chainId);
  if (chain?.family !== 'tron') return undefined;
  return `${chain.explorerUrl.replace(/\/+$/, '')}/#/${TRONSCAN_PAGES[kind]}/${encodeURIComponent(id.trim())}`;
}
