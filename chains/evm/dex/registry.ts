import type { Address } from 'viem';

// The DEXes a trade can route through, per chain: real mainnet deployments, each with the page it was read from.

export type DexKind = 'v2' | 'v3' | 'universal';

export interface V2Dex {
  kind: 'v2';
  id: string;
  name: string;
  factory: Address;
  router: Address;
  /** Pool fee in basis points (for showing; quotes come from the router's getAmountsOut). */
  feeBps: number;
}

export interface V3Dex {
  kind: 'v3';
  id: string;
  name: string;
  factory: Address;
  quoter: Address;
  /** SwapRouter02, or PancakeSwap's SmartRouter (a SwapRouter02 fork): exactInputSingle + multicall(deadline). */
  router: Address;
  /** Fee tiers in hundredths of a basis point (3000 = 0.3 %), tried in this order when none is chosen. */
  feeTiers: readonly number[];
}

/**
 * Uniswap's Universal Router over a V2 pair or a V3 pool of the same factories: buys wrap the coins inside the call;
 * sells pull the tokens through Permit2 (the token approves Permit2 once, Permit2 approves the router per amount).
 */
export interface UniversalDex {
  kind: 'universal';
  id: string;
  name: string;
  router: Address;
  permit2: Address;
  pool: 'v2' | 'v3';
  factory: Address;
  /** V3 pools: the QuoterV2 and the fee tiers tried. */
  quoter?: Address;
  feeTiers?: readonly number[];
}

export type Dex = V2Dex | V3Dex | UniversalDex;

/** Permit2's canonical address (the same on every chain it is deployed to). */
export const PERMIT2_ADDRESS: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

export interface ChainDexes {
  chainId: number;
  /** The wrapped native coin the routers trade against (WETH9, WBNB). */
  wrappedNative: Address;
  dexes: readonly Dex[];
}

/**
 * Sources:
 * - Uniswap V2 (Ethereum): https://docs.uniswap.org/contracts/v2/reference/smart-contracts/v2-deployments
 * - Uniswap V3 (Ethereum), QuoterV2 and SwapRouter02: https://docs.uniswap.org/contracts/v3/reference/deployments/ethereum-deployments
 * - WETH9: the address Router02's WETH() returns on Ethereum (same page as V2 above links it).
 * - Universal Router 2.0 (Ethereum) and Permit2: https://docs.uniswap.org/contracts/v4/deployments ("Universal
 *   Router", "Permit2"), matching Uniswap/universal-router deploy-addresses/mainnet.json ("UniversalRouterV2").
 * - PancakeSwap V2 (BSC): https://developer.pancakeswap.finance/contracts/v2/addresses
 * - PancakeSwap V3 (BSC), QuoterV2 and SmartRouter: https://developer.pancakeswap.finance/contracts/v3/addresses
 *   (pancake-developer docs/pages/contracts/v3/addresses.md); WBNB: what PancakeRouter's WETH() returns on BSC.
 */
export const DEX_REGISTRY: readonly ChainDexes[] = [
  {
    chainId: 1,
    wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    dexes: [
      {
        kind: 'v2',
        id: 'uniswap-v2',
        name: 'Uniswap V2',
        factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
        router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
        feeBps: 30,
      },
      {
        kind: 'v3',
        id: 'uniswap-v3',
        name: 'Uniswap V3',
        factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
        quoter: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
        router: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
        feeTiers: [3000, 500, 10000, 100],
      },
      {
        kind: 'universal',
        id: 'uniswap-universal-v2',
        name: 'Uniswap Universal Router (V2 pools)',
        router: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
        permit2: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
        pool: 'v2',
        factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
      },
      {
        kind: 'universal',
        id: 'uniswap-universal-v3',
        name: 'Uniswap Universal Router (V3 pools)',
        router: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
        permit2: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
        pool: 'v3',
        factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
        quoter: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
        feeTiers: [3000, 500, 10000, 100],
      },
    ],
  },
  {
    chainId: 56,
    wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    dexes: [
      {
        kind: 'v2',
        id: 'pancake-v2',
        name: 'PancakeSwap V2',
        factory: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
        router: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
        feeBps: 25,
      },
      {
        kind: 'v3',
        id: 'pancake-v3',
        name: 'PancakeSwap V3',
        factory: '0x0BFbCF9fa4f9C56B0F40a671Ad40E0805A091865',
        quoter: '0xB048Bbc1Ee6b733FFfCFb9e9CeF7375518e25997',
        router: '0x13f4EA83D0bd40E75C8222255bc855a974568Dd4',
        feeTiers: [2500, 500, 10000, 100],
      },
    ],
  },
];

export function chainDexes(chainId: number): ChainDexes | undefined {
  return DEX_REGISTRY.find((entry) => entry.chainId === chainId);
}

export function findDex(chainDex: ChainDexes, id: string): Dex | undefined {
  return chainDex.dexes.find((dex) => dex.id === id);
}
