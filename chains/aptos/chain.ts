/** Aptos's chain id in our registry (its SLIP-44 coin type 637; see chains/registry.ts). Light: pages import it alone. */
export const APTOS_CHAIN_ID = 637;
/** The chain id Aptos mainnet itself signs into every transaction (RawTransaction.chain_id). */
export const APTOS_MAINNET_CHAIN_ID = 1;
export const APT_DECIMALS = 8;
/** APT as a coin type (what `0x1::coin::balance` and `batch_transfer_coins` take). */
export const APTOS_COIN_TYPE = '0x1::aptos_coin::AptosCoin';
/** APT's fungible-asset metadata object (0xa), paired with the coin since the FA migration (AIP-63). */
export const APT_FA_METADATA = `0x${'0'.repeat(63)}a`;

/** Aptos Labs' mainnet endpoints, the ones @aptos-labs/ts-sdk 7.x names for Network.MAINNET. */
export const APTOS_MAINNET_FULLNODE_URL = 'https://api.mainnet.aptoslabs.com/v1';
export const APTOS_MAINNET_INDEXER_URL = 'https://api.mainnet.aptoslabs.com/v1/graphql';

/** Our relay's path to an allow-listed upstream (lib/server/net: api.mainnet.aptoslabs.com is on its list). */
export function aptosProxiedUrl(target: string = APTOS_MAINNET_INDEXER_URL): string {
  return `/api/rpc/proxy/post?url=${encodeURIComponent(target)}`;
}
