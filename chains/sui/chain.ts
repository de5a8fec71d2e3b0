/** Sui's chain id in our registry (its SLIP-44 coin type 784; see chains/registry.ts). Light: pages import it alone. */
export const SUI_CHAIN_ID = 784;
export const SUI_DECIMALS = 9;
/** The SUI coin type as the chain writes it in full, and as users type it. */
export const SUI_COIN_TYPE = '0x2::sui::SUI';
export const SUI_COIN_TYPE_LONG = '0x0000000000000000000000000000000000000000000000000000000000000002::sui::SUI';

/**
 * Sui Foundation's mainnet GraphQL RPC. The full node's JSON-RPC (`fullnode.mainnet.sui.io`) was switched off on
 * mainnet in July 2026; gRPC-web there has no call that reads many owners at once, GraphQL's `multiGetAddresses` does.
 */
export const SUI_MAINNET_GRAPHQL_URL = 'https://graphql.mainnet.sui.io/graphql';

/** The page's default: mainnet GraphQL through our relay (lib/server/net: the host is on its allow-list). */
export function suiProxiedGraphqlUrl(target: string = SUI_MAINNET_GRAPHQL_URL): string {
  return `/api/rpc/proxy/post?url=${encodeURIComponent(target)}`;
}
