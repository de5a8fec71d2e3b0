import { type Address, encodeFunctionData, type Hex, type PublicClient } from 'viem';
import { ERC20_TRADE_ABI } from './abi';
import { observedFeeBps } from './amounts';
import { DEX_CODE, dexError } from './errors';
import { quoteTrade } from './quote';
import type { Dex } from './registry';
import { approvalSpender, approveData, buildSwap, permit2ApproveData } from './swap';

export interface TokenSafety {
  /** The token's transfer fee seen on the simulated buy (0 for a plain token), whole basis points rounded up. */
  feeBps: number;
  /** What the simulated buy should have given and what the wallet got. */
  expectedTokens: bigint;
  receivedTokens: bigint;
}

/** The simulation's wallet: an address nobody holds a key to, given coins by a state override. */
const PROBE: Address = '0x00000000000000000000000000000000C0FFEE01';
const PROBE_BALANCE = 10n ** 30n;
const FAR_DEADLINE = 2n ** 40n;

function failureText(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

/**
 * Buys `probeAmount` of coins' worth of the token and sells everything received, in one simulated block
 * (eth_simulateV1: nothing is sent, no key is used). A buy that fails: not tradeable here. A sell that fails after a
 * buy that worked: a honeypot, refused. Fewer tokens than the quote: a fee-on-transfer token, whose fee is measured
 * so that its trades go through the SupportingFeeOnTransferTokens functions with a minimum that allows for it.
 * (A fee taken only on sells, or only above some amount, is not seen here: the slippage bound still protects.)
 */
export async function checkTokenSafety(
  client: PublicClient,
  dex: Dex,
  wrappedNative: Address,
  token: Address,
  probeAmount: bigint,
): Promise<TokenSafety> {
  const buyQuote = await quoteTrade(client, { dex, wrappedNative, token, side: 'buy', amountIn: probeAmount });
  // A V3 buy of a fee token would fail the slippage check of exactInputSingle: the minimum here is 1 base unit,
  // and the fee-token route question is settled by what is received.
  const looseBuy = { ...buyQuote, expectedOut: 1n, tokenFeeBps: 0 };
  const buy = buildSwap(dex, wrappedNative, looseBuy, { recipient: PROBE, slippageBps: 0, deadline: FAR_DEADLINE });
  const balanceData = encodeFunctionData({ abi: ERC20_TRADE_ABI, functionName: 'balanceOf', args: [PROBE] });
  const first = await client.simulateCalls({
    account: PROBE,
    stateOverrides: [{ address: PROBE, balance: PROBE_BALANCE }],
    calls: [
      { to: buy.to, data: buy.data, value: buy.value },
      { to: token, data: balanceData },
    ],
  });
  const [buyResult, balanceResult] = first.results;
  if (buyResult.status !== 'success') {
    throw dexError(DEX_CODE.NOT_BUYABLE, `The simulated buy failed: ${failureText(buyResult.error)}`);
  }
  if (balanceResult.status !== 'success') throw dexError(DEX_CODE.NOT_BUYABLE, 'balanceOf failed after the buy');
  const received = BigInt(balanceResult.data as Hex);
  if (received === 0n) throw dexError(DEX_CODE.NOT_BUYABLE, 'The simulated buy gave no tokens');
  const feeBps = observedFeeBps(buyQuote.amountOut, received);
  if (feeBps > 0 && (dex.kind === 'v3' || (dex.kind === 'universal' && dex.pool === 'v3'))) {
    throw dexError(DEX_CODE.FEE_TOKEN_ROUTE, `A ${feeBps / 100} % transfer fee: trade this token through V2`);
  }
  // The sell, in the same simulated block after the buy: V2 through the supporting function (it works for plain and
  // fee tokens alike), V3 through SwapRouter02. Only the fact that it goes through matters, so the minimum is 1.
  const sellQuote = { ...buyQuote, side: 'sell' as const, amountIn: received, expectedOut: 1n, tokenFeeBps: 0 };
  const sellShape = dex.kind === 'v2' ? { ...sellQuote, tokenFeeBps: 1 } : sellQuote;
  const sell = buildSwap(dex, wrappedNative, sellShape, {
    recipient: PROBE,
    slippageBps: 0,
    deadline: FAR_DEADLINE,
  });
  const approvals: { to: Address; data: Hex; value: bigint }[] = [
    { to: token, data: approveData(approvalSpender(dex), received), value: 0n },
  ];
  if (dex.kind === 'universal') {
    approvals.push({ to: dex.permit2, data: permit2ApproveData(dex, token, received, FAR_DEADLINE), value: 0n });
  }
  const second = await client.simulateCalls({
    account: PROBE,
    stateOverrides: [{ address: PROBE, balance: PROBE_BALANCE }],
    calls: [
      { to: buy.to, data: buy.data, value: buy.value },
      ...approvals,
      { to: sell.to, data: sell.data, value: 0n },
    ],
  });
  const sellResult = second.results[second.results.length - 1];
  if (second.results.slice(0, -1).some((result) => result.status !== 'success')) {
    throw dexError(DEX_CODE.HONEYPOT, 'The simulated approval failed');
  }
  if (sellResult.status !== 'success') {
    throw dexError(DEX_CODE.HONEYPOT, `The simulated sell failed: ${failureText(sellResult.error)}`);
  }
  return { feeBps, expectedTokens: buyQuote.amountOut, receivedTokens: received };
}
