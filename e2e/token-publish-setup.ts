import { getAddress, keccak256, slice, toHex } from 'viem';

// token/publish in the e2e run: a service fee is configured on the run's anvil (chain 56), so the browser flow shows
// it before signing and the test sees it arrive. The receiver is a fixed fresh address (no key: it only receives).

export const TOKEN_PUBLISH_FEE_RECEIVER = getAddress(slice(keccak256(toHex('chainkit:e2e:token-publish-fee')), 12));
/** In BNB: what EVM_TOKEN_PUBLISH_FEES sets for chain 56. */
export const TOKEN_PUBLISH_FEE = '0.01';

export function tokenPublishEnv(chainId: number): Record<string, string> {
  return { EVM_FEE_RECEIVER: TOKEN_PUBLISH_FEE_RECEIVER, EVM_TOKEN_PUBLISH_FEES: `${chainId}:${TOKEN_PUBLISH_FEE}` };
}
