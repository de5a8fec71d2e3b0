/**
 * TON's id and explorer for pages that need no more (the balance checker): apart from family.ts, which brings keys and
 * wallet contracts with it. chain.test.ts holds these to the registry's record.
 */

/** TON's chain id in our registry (its SLIP-44 coin type; see chains/registry.ts). */
export const TON_CHAIN_ID = 607;

/** Tonviewer, the registry's TON explorer. */
export const TON_EXPLORER_URL = 'https://tonviewer.com';

/** An address (or a jetton: its minter's address) on Tonviewer. */
export function tonviewerAddressUrl(address: string): string {
  return `${TON_EXPLORER_URL}/${encodeURIComponent(address.trim())}`;
}
