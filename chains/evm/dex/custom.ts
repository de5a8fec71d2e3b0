import { type Address, getAddress, type PublicClient, parseAbi } from 'viem';
import type { ChainDexes, Dex } from './registry';

const V2_ROUTER_IDENTITY = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
]);
const V3_ROUTER_IDENTITY = parseAbi([
  'function factory() view returns (address)',
  'function WETH9() view returns (address)',
]);

export interface CustomDexInput {
  kind: 'v2' | 'v3';
  router: Address;
  /** V3 only: the QuoterV2 of the same factory. */
  quoter?: Address;
}

/**
 * A DEX the registry does not list (another chain, a fork): the router names its factory and wrapped coin
 * (Router02: factory() and WETH(); SwapRouter02: factory() and WETH9()), so the user gives only the router (and,
 * for V3, the quoter).
 */
export async function resolveCustomDex(client: PublicClient, input: CustomDexInput): Promise<ChainDexes> {
  const chainId = await client.getChainId();
  if (input.kind === 'v2') {
    const [factory, weth] = await Promise.all([
      client.readContract({ address: input.router, abi: V2_ROUTER_IDENTITY, functionName: 'factory' }),
      client.readContract({ address: input.router, abi: V2_ROUTER_IDENTITY, functionName: 'WETH' }),
    ]);
    const dex: Dex = { kind: 'v2', id: 'custom-v2', name: 'V2', factory, router: getAddress(input.router), feeBps: 30 };
    return { chainId, wrappedNative: weth, dexes: [dex] };
  }
  if (!input.quoter) throw new Error('A V3 DEX needs its QuoterV2');
  const [factory, weth] = await Promise.all([
    client.readContract({ address: input.router, abi: V3_ROUTER_IDENTITY, functionName: 'factory' }),
    client.readContract({ address: input.router, abi: V3_ROUTER_IDENTITY, functionName: 'WETH9' }),
  ]);
  const dex: Dex = {
    kind: 'v3',
    id: 'custom-v3',
    name: 'V3',
    factory,
    quoter: getAddress(input.quoter),
    router: getAddress(input.router),
    feeTiers: [3000, 500, 2500, 10000, 100],
  };
  return { chainId, wrappedNative: weth, dexes: [dex] };
}
