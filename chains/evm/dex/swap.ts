import { type Address, encodeFunctionData, type Hex, type PublicClient } from 'viem';
import { ERC20_TRADE_ABI, SWAP_ROUTER_02_ABI, V2_ROUTER_ABI } from './abi';
import { minimumReceived } from './amounts';
import { DEX_CODE, dexError } from './errors';
import type { TradeQuote } from './quote';
import type { Dex } from './registry';

/** SwapRouter02's Constants.ADDRESS_THIS (PancakeSwap's SmartRouter keeps it): the router holds the output. */
export const ROUTER_ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002';

export interface SwapCall {
  to: Address;
  data: Hex;
  /** Coins sent with the call: the amount of a buy, 0 for a sell. */
  value: bigint;
  /** The least the wallet accepts: never 0 (minimumReceived refuses). */
  minimumOut: bigint;
  /** The router function called, for display and tests. */
  functionName: string;
}

export interface SwapOptions {
  recipient: Address;
  slippageBps: number;
  /** Unix seconds after which the router refuses the trade. */
  deadline: bigint;
}

/** The deadline of a trade: the chain's latest block time plus the user's minutes (the chain's clock, not ours). */
export async function deadlineFrom(client: PublicClient, minutes: number): Promise<bigint> {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) throw new RangeError('deadline minutes');
  const block = await client.getBlock({ blockTag: 'latest' });
  return block.timestamp + BigInt(minutes * 60);
}

/**
 * The router call of a quoted trade. V2: swapExactETHForTokens / swapExactTokensForETH, or their
 * SupportingFeeOnTransferTokens variants when the token takes a transfer fee. V3 (SwapRouter02 or SmartRouter):
 * multicall(deadline, [exactInputSingle]) for a buy; a sell swaps into the router and unwraps to the wallet.
 */
export function buildSwap(dex: Dex, wrappedNative: Address, quote: TradeQuote, options: SwapOptions): SwapCall {
  const minimumOut = minimumReceived(quote.expectedOut, options.slippageBps);
  const { recipient, deadline } = options;
  const isFeeToken = quote.tokenFeeBps > 0;
  if (dex.kind === 'v2') {
    if (quote.side === 'buy') {
      const functionName = isFeeToken ? 'swapExactETHForTokensSupportingFeeOnTransferTokens' : 'swapExactETHForTokens';
      const data = encodeFunctionData({
        abi: V2_ROUTER_ABI,
        functionName,
        args: [minimumOut, [wrappedNative, quote.token], recipient, deadline],
      });
      return { to: dex.router, data, value: quote.amountIn, minimumOut, functionName };
    }
    const functionName = isFeeToken ? 'swapExactTokensForETHSupportingFeeOnTransferTokens' : 'swapExactTokensForETH';
    const data = encodeFunctionData({
      abi: V2_ROUTER_ABI,
      functionName,
      args: [quote.amountIn, minimumOut, [quote.token, wrappedNative], recipient, deadline],
    });
    return { to: dex.router, data, value: 0n, minimumOut, functionName };
  }
  if (quote.v3Fee === undefined) throw dexError(DEX_CODE.NO_POOL, 'A V3 quote without its fee tier');
  // A V3 pool checks its balance after the callback: a token that takes a fee on transfer cannot be sold there,
  // and what a buy delivers is less than the pool's minimum check assumes. Such tokens go through V2's functions.
  if (isFeeToken) throw dexError(DEX_CODE.FEE_TOKEN_ROUTE, 'Fee-on-transfer tokens trade through V2 only');
  if (quote.side === 'buy') {
    const swap = encodeFunctionData({
      abi: SWAP_ROUTER_02_ABI,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: wrappedNative,
          tokenOut: quote.token,
          fee: quote.v3Fee,
          recipient,
          amountIn: quote.amountIn,
          amountOutMinimum: minimumOut,
          sqrtPriceLimitX96: 0n,
        },
      ],
    });
    const data = encodeFunctionData({ abi: SWAP_ROUTER_02_ABI, functionName: 'multicall', args: [deadline, [swap]] });
    return { to: dex.router, data, value: quote.amountIn, minimumOut, functionName: 'exactInputSingle' };
  }
  const swap = encodeFunctionData({
    abi: SWAP_ROUTER_02_ABI,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: quote.token,
        tokenOut: wrappedNative,
        fee: quote.v3Fee,
        recipient: ROUTER_ADDRESS_THIS,
        amountIn: quote.amountIn,
        amountOutMinimum: minimumOut,
        sqrtPriceLimitX96: 0n,
      },
    ],
  });
  const unwrap = encodeFunctionData({
    abi: SWAP_ROUTER_02_ABI,
    functionName: 'unwrapWETH9',
    args: [minimumOut, recipient],
  });
  const data = encodeFunctionData({
    abi: SWAP_ROUTER_02_ABI,
    functionName: 'multicall',
    args: [deadline, [swap, unwrap]],
  });
  return { to: dex.router, data, value: 0n, minimumOut, functionName: 'exactInputSingle+unwrapWETH9' };
}

export interface ApprovalNeed {
  token: Address;
  spender: Address;
  /** What the router will pull: the sell amount (we approve exactly that, never an unlimited allowance). */
  amount: bigint;
  current: bigint;
}

/** The approval a sell still needs (undefined when the allowance covers it, and for buys, which pay in coins). */
export async function approvalNeeded(
  client: PublicClient,
  dex: Dex,
  owner: Address,
  token: Address,
  amount: bigint,
): Promise<ApprovalNeed | undefined> {
  const current = await client.readContract({
    address: token,
    abi: ERC20_TRADE_ABI,
    functionName: 'allowance',
    args: [owner, dex.router],
  });
  return current >= amount ? undefined : { token, spender: dex.router, amount, current };
}

export function approveData(spender: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: ERC20_TRADE_ABI, functionName: 'approve', args: [spender, amount] });
}
