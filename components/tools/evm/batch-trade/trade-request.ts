import type { Address, Hex, PublicClient } from 'viem';
import { quoteTrade, type TradeQuote } from '@/chains/evm/dex/quote';
import type { Dex } from '@/chains/evm/dex/registry';
import { buildSwap, deadlineFrom, type SwapCall } from '@/chains/evm/dex/swap';
import { withMargin } from '../key-batch/gas';

/**
 * Gas added to a trade's estimate (+20 %): the estimate runs on the latest state, and the trade may land in a block
 * where the pool writes more (a V2 pair updates its cumulative prices on the first swap of a block; the Universal
 * Router forwards 63/64 of its gas to each call). Only what is used is charged.
 */
export const TRADE_GAS_HEADROOM = 50_000n;

/** What a fresh trade needs: the route and the user's bounds (shared by batch trade and market making). */
export interface TradeRoute {
  dex: Dex;
  wrappedNative: Address;
  token: Address;
  tokenFeeBps: number;
  slippageBps: number;
  deadlineMinutes: number;
  /** The user's gas limit per trade; estimated (+20 %, + headroom) when absent. */
  gasLimit?: bigint;
}

export interface FreshTrade {
  quote: TradeQuote;
  call: SwapCall;
  request: { to: Address; data: Hex; value: bigint; gas: bigint };
}

/**
 * A trade ready to sign: quoted at the chain's latest block right now (a quote of an older block would not see the
 * trades since), its minimum taken from that quote less the slippage (never 0), its deadline from the chain's clock.
 */
export async function freshTrade(
  client: PublicClient,
  route: TradeRoute,
  side: 'buy' | 'sell',
  wallet: Address,
  amountIn: bigint,
): Promise<FreshTrade> {
  const { dex, wrappedNative, token } = route;
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const quote = await quoteTrade(
    client,
    { dex, wrappedNative, token, side, amountIn, tokenFeeBps: route.tokenFeeBps },
    latest,
  );
  const deadline = await deadlineFrom(client, route.deadlineMinutes);
  const call = buildSwap(dex, wrappedNative, quote, { recipient: wallet, slippageBps: route.slippageBps, deadline });
  const gas =
    route.gasLimit ??
    withMargin(await client.estimateGas({ account: wallet, to: call.to, data: call.data, value: call.value })) +
      TRADE_GAS_HEADROOM;
  return { quote, call, request: { to: call.to, data: call.data, value: call.value, gas } };
}
