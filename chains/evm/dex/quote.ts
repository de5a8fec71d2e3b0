import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem';
import { QUOTER_V2_ABI, V2_FACTORY_ABI, V2_PAIR_ABI, V2_ROUTER_ABI, V3_FACTORY_ABI, V3_POOL_ABI } from './abi';
import { afterTransferFee, priceImpactBps, v3MidOut } from './amounts';
import { DEX_CODE, dexError } from './errors';
import type { Dex, UniversalDex, V2Dex, V3Dex } from './registry';

export type TradeSide = 'buy' | 'sell';

export interface QuoteRequest {
  dex: Dex;
  /** The wrapped native coin of the chain (WETH, WBNB): buys pay the coin, sells receive it. */
  wrappedNative: Address;
  token: Address;
  side: TradeSide;
  /** What the wallet gives, in base units: the coin for a buy, the token for a sell. */
  amountIn: bigint;
  /** The token's transfer fee found by simulation (0 for a plain token). */
  tokenFeeBps?: number;
  /** V3 only: the pool's fee tier; without it every tier of the DEX is quoted and the best taken. */
  v3Fee?: number;
}

export interface TradeQuote {
  dexId: string;
  kind: Dex['kind'];
  side: TradeSide;
  token: Address;
  amountIn: bigint;
  /** What the pool pays out. */
  amountOut: bigint;
  /** What the wallet is expected to end with: amountOut less the token's transfer fee on a buy. */
  expectedOut: bigint;
  priceImpactBps: number;
  /** V3 (and the Universal Router over V3): the fee tier of the quoted pool. */
  v3Fee?: number;
  tokenFeeBps: number;
  /** The block the quote was read at: a quote older than the chain's latest block is read again before signing. */
  blockNumber: bigint;
}

function pathOf(request: QuoteRequest): [Address, Address] {
  return request.side === 'buy' ? [request.wrappedNative, request.token] : [request.token, request.wrappedNative];
}

/** On a sell of a fee-on-transfer token the pool receives the amount less the fee: that is what it prices. */
function poolInput(request: QuoteRequest): bigint {
  const feeBps = request.tokenFeeBps ?? 0;
  return request.side === 'sell' && feeBps > 0 ? afterTransferFee(request.amountIn, feeBps) : request.amountIn;
}

function walletOutput(request: QuoteRequest, amountOut: bigint): bigint {
  const feeBps = request.tokenFeeBps ?? 0;
  return request.side === 'buy' && feeBps > 0 ? afterTransferFee(amountOut, feeBps) : amountOut;
}

/** Uniswap V2's getAmountOut (0.3 % fee), for the Universal Router, which has no getAmountsOut of its own. */
export function v2AmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

async function quoteV2(
  client: PublicClient,
  dex: Pick<V2Dex, 'name' | 'factory'> & { router?: Address },
  request: QuoteRequest,
  blockNumber: bigint,
) {
  const [tokenIn, tokenOut] = pathOf(request);
  const pair = await client.readContract({
    address: dex.factory,
    abi: V2_FACTORY_ABI,
    functionName: 'getPair',
    args: [tokenIn, tokenOut],
    blockNumber,
  });
  if (pair === zeroAddress) throw dexError(DEX_CODE.NO_POOL, `${dex.name} has no pool for ${request.token}`);
  const amountIn = poolInput(request);
  const router = dex.router;
  const [amounts, token0, reserves] = await Promise.all([
    router
      ? client.readContract({
          address: router,
          abi: V2_ROUTER_ABI,
          functionName: 'getAmountsOut',
          args: [amountIn, [tokenIn, tokenOut]],
          blockNumber,
        })
      : undefined,
    client.readContract({ address: pair, abi: V2_PAIR_ABI, functionName: 'token0', blockNumber }),
    client.readContract({ address: pair, abi: V2_PAIR_ABI, functionName: 'getReserves', blockNumber }),
  ]);
  const inIsToken0 = getAddress(token0) === getAddress(tokenIn);
  const [reserveIn, reserveOut] = inIsToken0 ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]];
  const amountOut = amounts ? amounts[amounts.length - 1] : v2AmountOut(amountIn, reserveIn, reserveOut);
  const midOut = reserveIn === 0n ? 0n : (amountIn * reserveOut) / reserveIn;
  return { amountOut, priceImpact: priceImpactBps(midOut, amountOut), v3Fee: undefined };
}

type V3Quoting = Pick<V3Dex, 'name' | 'factory' | 'quoter' | 'feeTiers'>;

async function quoteV3Tier(
  client: PublicClient,
  dex: V3Quoting,
  request: QuoteRequest,
  fee: number,
  blockNumber: bigint,
): Promise<{ amountOut: bigint; priceImpact: number; v3Fee: number } | undefined> {
  const [tokenIn, tokenOut] = pathOf(request);
  const pool = await client.readContract({
    address: dex.factory,
    abi: V3_FACTORY_ABI,
    functionName: 'getPool',
    args: [tokenIn, tokenOut, fee],
    blockNumber,
  });
  if (pool === zeroAddress) return undefined;
  const amountIn = poolInput(request);
  const [liquidity, slot0, token0] = await Promise.all([
    client.readContract({ address: pool, abi: V3_POOL_ABI, functionName: 'liquidity', blockNumber }),
    client.readContract({ address: pool, abi: V3_POOL_ABI, functionName: 'slot0', blockNumber }),
    client.readContract({ address: pool, abi: V3_POOL_ABI, functionName: 'token0', blockNumber }),
  ]);
  if (liquidity === 0n) return undefined;
  const { result } = await client.simulateContract({
    address: dex.quoter,
    abi: QUOTER_V2_ABI,
    functionName: 'quoteExactInputSingle',
    args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
    blockNumber,
  });
  const amountOut = result[0];
  const zeroForOne = getAddress(token0) === getAddress(tokenIn);
  const midOut = v3MidOut(amountIn, slot0[0], zeroForOne);
  return { amountOut, priceImpact: priceImpactBps(midOut, amountOut), v3Fee: fee };
}

async function quoteV3(client: PublicClient, dex: V3Quoting, request: QuoteRequest, blockNumber: bigint) {
  const tiers = request.v3Fee === undefined ? dex.feeTiers : [request.v3Fee];
  const quotes = await Promise.all(tiers.map((fee) => quoteV3Tier(client, dex, request, fee, blockNumber)));
  let best: { amountOut: bigint; priceImpact: number; v3Fee: number } | undefined;
  for (const quote of quotes) if (quote && (!best || quote.amountOut > best.amountOut)) best = quote;
  if (!best) throw dexError(DEX_CODE.NO_POOL, `${dex.name} has no pool with liquidity for ${request.token}`);
  return best;
}

async function quoteUniversal(client: PublicClient, dex: UniversalDex, request: QuoteRequest, blockNumber: bigint) {
  if (dex.pool === 'v2') return quoteV2(client, { name: dex.name, factory: dex.factory }, request, blockNumber);
  if (!dex.quoter) throw dexError(DEX_CODE.NO_POOL, `${dex.name} has no quoter`);
  const quoting = { name: dex.name, factory: dex.factory, quoter: dex.quoter, feeTiers: dex.feeTiers ?? [3000] };
  return quoteV3(client, quoting, request, blockNumber);
}

/**
 * The quote of one trade, every read pinned to one block (the latest, or `blockNumber`): V2 from the router's
 * getAmountsOut and the pair's reserves, V3 from QuoterV2's quoteExactInputSingle and the pool's slot0.
 */
export async function quoteTrade(
  client: PublicClient,
  request: QuoteRequest,
  blockNumber?: bigint,
): Promise<TradeQuote> {
  if (request.amountIn <= 0n) throw dexError(DEX_CODE.NO_POOL, 'Nothing to trade');
  const block = blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 }));
  const { dex } = request;
  const quoted =
    dex.kind === 'v2'
      ? await quoteV2(client, dex, request, block)
      : dex.kind === 'v3'
        ? await quoteV3(client, dex, request, block)
        : await quoteUniversal(client, dex, request, block);
  return {
    dexId: dex.id,
    kind: dex.kind,
    side: request.side,
    token: request.token,
    amountIn: request.amountIn,
    amountOut: quoted.amountOut,
    expectedOut: walletOutput(request, quoted.amountOut),
    priceImpactBps: quoted.priceImpact,
    v3Fee: quoted.v3Fee,
    tokenFeeBps: request.tokenFeeBps ?? 0,
    blockNumber: block,
  };
}

/** True when the chain has moved past the quote's block: the pool may have changed, so quote again. */
export function isQuoteStale(quote: TradeQuote, latestBlock: bigint): boolean {
  return latestBlock > quote.blockNumber;
}
