import type { Address } from 'viem';
import { PERMIT2_ADDRESS } from './abi';

/**
 * Spenders and operators we can name. Each entry says where its address was read; an address not listed is shown as
 * "unknown", never guessed. These contracts sit at the same address on every chain they are deployed on (CREATE2 or
 * the same deployer nonce), unless `chainIds` limits them.
 */
export interface KnownSpender {
  address: Address;
  name: string;
  source: string;
  /** Only on these chains (omitted: any chain it is deployed on). */
  chainIds?: readonly number[];
}

export const KNOWN_SPENDERS: readonly KnownSpender[] = [
  { address: PERMIT2_ADDRESS, name: 'Uniswap Permit2', source: 'Uniswap/permit2 README, "Deployments"' },
  {
    address: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
    name: 'Uniswap Universal Router (v4)',
    source: 'Uniswap docs, "Ethereum Deployments" (v4): UniversalRouter',
    chainIds: [1],
  },
  {
    address: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    name: 'Uniswap Universal Router',
    source: 'Uniswap/universal-router deploy-addresses (v1.2)',
  },
  {
    address: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
    name: 'Uniswap V3 SwapRouter02',
    source: 'Uniswap docs, "Ethereum Deployments" (v3): SwapRouter02',
  },
  {
    address: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    name: 'Uniswap V2 Router 02',
    source: 'Uniswap docs, "V2 Router02" deployment address',
    chainIds: [1],
  },
  {
    address: '0x111111125421cA6dc452d289314280a0f8842A65',
    name: '1inch Aggregation Router V6',
    source: '1inch docs, "Aggregation Protocol: Router v6 contract address" (same on every supported chain)',
  },
  {
    address: '0x1111111254EEB25477B68fb85Ed929f73A960582',
    name: '1inch Aggregation Router V5',
    source: '1inch docs, "Router v5" (same on every supported chain)',
  },
  {
    address: '0xDef1C0ded9bec7F1a1670819833240f027b25EfF',
    name: '0x Exchange Proxy',
    source: '0x docs, "Contract addresses": ExchangeProxy',
  },
  {
    address: '0x1E0049783F008A0085193E00003D00cd54003c71',
    name: 'OpenSea Seaport conduit',
    source: 'ProjectOpenSea/seaport README, "Deployments": OpenSea Conduit',
  },
  {
    address: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
    name: 'PancakeSwap Router v2',
    source: 'PancakeSwap docs, "Smart contracts: Router v2" (BNB Smart Chain)',
    chainIds: [56],
  },
];

const BY_ADDRESS = new Map(KNOWN_SPENDERS.map((entry) => [entry.address.toLowerCase(), entry]));

/** The known spender at `address` on `chainId`, if any. */
export function knownSpender(address: string, chainId: number | undefined): KnownSpender | undefined {
  const entry = BY_ADDRESS.get(address.toLowerCase());
  if (!entry) return undefined;
  if (entry.chainIds && (chainId === undefined || !entry.chainIds.includes(chainId))) return undefined;
  return entry;
}
