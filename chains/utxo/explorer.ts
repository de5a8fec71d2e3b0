import { findChain } from '../registry';
import type { ExplorerLinkKind } from '../types';

/** mempool.space's and dogechain.info's pages of an address or transaction (no tokens: undefined). */
function utxoExplorerLink(family: 'btc' | 'doge', chainId: number, kind: ExplorerLinkKind, id: string) {
  const chain = findChain(chainId);
  if (chain?.family !== family || kind === 'token') return undefined;
  return `${chain.explorerUrl.replace(/\/+$/, '')}/${kind === 'tx' ? 'tx' : 'address'}/${encodeURIComponent(id.trim())}`;
}

export function btcExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  return utxoExplorerLink('btc', chainId, kind, id);
}

export function dogeExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  return utxoExplorerLink('doge', chainId, kind, id);
}
