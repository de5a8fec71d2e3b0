/** Tron's chain id in our registry (its SLIP-44 coin type; see chains/registry.ts). Light: pages import it alone. */
export const TRON_CHAIN_ID = 195;
export const TRX_DECIMALS = 6;
