import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  type PublicClient,
  parseAbiParameters,
} from 'viem';
import { ERC20_TRADE_ABI, PERMIT2_ABI, SWAP_ROUTER_02_ABI, UNIVERSAL_ROUTER_ABI, V2_ROUTER_ABI } from './abi';
import { minimumReceived } from './amounts';
import { DEX_CODE, dexError } from './errors';
import type { TradeQuote } from './quote';
import type { Dex, UniversalDex } from './registry';

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
  if (dex.kind === 'universal') return buildUniversalSwap(dex, wrappedNative, quote, options);
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

/** Universal Router command bytes (Commands.sol) and its ActionConstants.ADDRESS_THIS. */
const UR = { V3_SWAP_EXACT_IN: 0x00, V2_SWAP_EXACT_IN: 0x08, WRAP_ETH: 0x0b, UNWRAP_WETH: 0x0c } as const;
const V2_SWAP_INPUT = parseAbiParameters('address, uint256, uint256, address[], bool');
const V3_SWAP_INPUT = parseAbiParameters('address, uint256, uint256, bytes, bool');
const RECIPIENT_AMOUNT = parseAbiParameters('address, uint256');

/**
 * The Universal Router's execute(commands, inputs, deadline). Buy: WRAP_ETH into the router, then the swap paid by
 * the router. Sell: the swap paid by the user through Permit2 into the router, then UNWRAP_WETH to the wallet with the
 * minimum. Its V2 swap measures what the recipient (or the pair) really got, so fee-on-transfer tokens need no other
 * function; V3 pools still refuse them.
 */
function buildUniversalSwap(
  dex: UniversalDex,
  wrappedNative: Address,
  quote: TradeQuote,
  options: SwapOptions,
): SwapCall {
  const minimumOut = minimumReceived(quote.expectedOut, options.slippageBps);
  if (dex.pool === 'v3' && quote.tokenFeeBps > 0) {
    throw dexError(DEX_CODE.FEE_TOKEN_ROUTE, 'Fee-on-transfer tokens trade through V2 only');
  }
  const isBuy = quote.side === 'buy';
  const [tokenIn, tokenOut] = isBuy ? [wrappedNative, quote.token] : [quote.token, wrappedNative];
  const recipient = isBuy ? options.recipient : ROUTER_ADDRESS_THIS;
  const payerIsUser = !isBuy;
  let swapCommand: number;
  let swapInput: Hex;
  if (dex.pool === 'v2') {
    swapCommand = UR.V2_SWAP_EXACT_IN;
    swapInput = encodeAbiParameters(V2_SWAP_INPUT, [
      recipient,
      quote.amountIn,
      minimumOut,
      [tokenIn, tokenOut],
      payerIsUser,
    ]);
  } else {
    if (quote.v3Fee === undefined) throw dexError(DEX_CODE.NO_POOL, 'A V3 quote without its fee tier');
    swapCommand = UR.V3_SWAP_EXACT_IN;
    const path = encodePacked(['address', 'uint24', 'address'], [tokenIn, quote.v3Fee, tokenOut]);
    swapInput = encodeAbiParameters(V3_SWAP_INPUT, [recipient, quote.amountIn, minimumOut, path, payerIsUser]);
  }
  const commands: number[] = [];
  const inputs: Hex[] = [];
  if (isBuy) {
    commands.push(UR.WRAP_ETH, swapCommand);
    inputs.push(encodeAbiParameters(RECIPIENT_AMOUNT, [ROUTER_ADDRESS_THIS, quote.amountIn]), swapInput);
  } else {
    commands.push(swapCommand, UR.UNWRAP_WETH);
    inputs.push(swapInput, encodeAbiParameters(RECIPIENT_AMOUNT, [options.recipient, minimumOut]));
  }
  const commandBytes = `0x${commands.map((command) => command.toString(16).padStart(2, '0')).join('')}` as Hex;
  const data = encodeFunctionData({
    abi: UNIVERSAL_ROUTER_ABI,
    functionName: 'execute',
    args: [commandBytes, inputs, options.deadline],
  });
  const names = commands.map((command) => Object.keys(UR).find((key) => UR[key as keyof typeof UR] === command));
  return { to: dex.router, data, value: isBuy ? quote.amountIn : 0n, minimumOut, functionName: names.join('+') };
}

/** Who pulls a sell's tokens: the router, or Permit2 for the Universal Router. */
export function approvalSpender(dex: Dex): Address {
  return dex.kind === 'universal' ? dex.permit2 : dex.router;
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
  const spender = approvalSpender(dex);
  const current = await client.readContract({
    address: token,
    abi: ERC20_TRADE_ABI,
    functionName: 'allowance',
    args: [owner, spender],
  });
  return current >= amount ? undefined : { token, spender, amount, current };
}

/**
 * Universal Router sells: whether Permit2 still has to allow the router this amount (its allowance is short, or
 * expires before `notAfter`, unix seconds). Always false for the other DEXes.
 */
export async function permit2Needed(
  client: PublicClient,
  dex: Dex,
  owner: Address,
  token: Address,
  amount: bigint,
  notAfter: bigint,
): Promise<boolean> {
  if (dex.kind !== 'universal') return false;
  const [allowed, expiration] = await client.readContract({
    address: dex.permit2,
    abi: PERMIT2_ABI,
    functionName: 'allowance',
    args: [owner, token, dex.router],
  });
  return allowed < amount || BigInt(expiration) < notAfter;
}

/** Permit2.approve(token, router, amount, expiration): the router may pull exactly this amount until then. */
export function permit2ApproveData(dex: UniversalDex, token: Address, amount: bigint, expiration: bigint): Hex {
  return encodeFunctionData({
    abi: PERMIT2_ABI,
    functionName: 'approve',
    args: [token, dex.router, amount, Number(expiration)],
  });
}

export function approveData(spender: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: ERC20_TRADE_ABI, functionName: 'approve', args: [spender, amount] });
}
