import { type Address, type Hex, type PublicClient, parseEther } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { freshWallets } from '@/components/tools/evm/key-batch/test-support';
import type { AnvilInstance } from '@/test/anvil';
import { minimumReceived } from './amounts';
import { DEX_CODE } from './errors';
import { isQuoteStale, quoteTrade, type TradeQuote } from './quote';
import type { Dex } from './registry';
import { checkTokenSafety } from './safety';
import {
  approvalNeeded,
  approvalSpender,
  approveData,
  buildSwap,
  deadlineFrom,
  permit2ApproveData,
  permit2Needed,
} from './swap';
import {
  addV2Liquidity,
  addV3Liquidity,
  blockSellsTo,
  type DexStand,
  deployTradeToken,
  setTransferFee,
  tokenBalance,
  v2PairOf,
} from './testing/dex-stand';
import { setUpDexSuite } from './testing/dex-suite';

// Real Uniswap V2 and V3 and PancakeSwap V2 (npm artifacts; PancakeSwap through BNB Chain's own `pancake-v2` registry
// entry pointed at the stand) on anvil: quotes, calldata, approvals and the safety check, held to the wei.

const WALLETS = 20;
const SLIPPAGE_BPS = 100;
let anvil: AnvilInstance;
let stand: DexStand;
let token: Address;
let feeToken: Address;
let honeypot: Address;
const wallets = freshWallets(WALLETS).map((wallet) => privateKeyToAccount(wallet.key));

setUpDexSuite(
  wallets.map((wallet) => wallet.address),
  async (suite) => {
    ({ anvil, stand, token, honeypot } = suite);
    await addV2Liquidity(stand, token, parseEther('1000000'), parseEther('100'), 'pancake');
    feeToken = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'FEE', feeBps: 300 });
    await addV2Liquidity(stand, feeToken, parseEther('1000000'), parseEther('100'));
    await addV2Liquidity(stand, feeToken, parseEther('1000000'), parseEther('100'), 'pancake');
  },
  parseEther('10'),
);

const DEX_IDS = {
  v2: 'uniswap-v2',
  v3: 'uniswap-v3',
  'universal-v2': 'universal-v2',
  'universal-v3': 'universal-v3',
  'pancake-v2': 'pancake-v2',
};
type Route = keyof typeof DEX_IDS;

function dex(route: Route): Dex {
  return stand.dexes.dexes.find((entry) => entry.id === DEX_IDS[route]) as Dex;
}

/** Signs in the test (as the page does), sends, and returns the receipt's gas cost. */
async function sendAs(account: PrivateKeyAccount, to: Address, data: Hex, value: bigint): Promise<bigint> {
  const client: PublicClient = stand.client;
  const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
  // As the page does (trade-driver.ts): +20 % and 50,000. An estimate made within the second of the latest block
  // misses the pair's first cumulative-price writes of a new block (zero to non-zero after the liquidity: ≈ 40,000).
  const gas = ((await client.estimateGas({ account: account.address, to, data, value })) * 120n) / 100n + 50_000n;
  const fees = await client.estimateFeesPerGas();
  const signed = await account.signTransaction({ chainId: anvil.chainId, nonce, to, data, value, gas, ...fees });
  const hash = await client.sendRawTransaction({ serializedTransaction: signed });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error('trade reverted');
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

async function trade(account: PrivateKeyAccount, route: Dex, tokenAddress: Address, quote: TradeQuote) {
  const deadline = await deadlineFrom(stand.client, 20);
  const call = buildSwap(route, stand.weth, quote, { recipient: account.address, slippageBps: SLIPPAGE_BPS, deadline });
  let approvalCost = 0n;
  if (quote.side === 'sell') {
    const spender = approvalSpender(route);
    const need = await approvalNeeded(stand.client, route, account.address, tokenAddress, quote.amountIn);
    expect(need).toMatchObject({ spender, amount: quote.amountIn, current: 0n });
    approvalCost = await sendAs(account, tokenAddress, approveData(spender, quote.amountIn), 0n);
    expect(await approvalNeeded(stand.client, route, account.address, tokenAddress, quote.amountIn)).toBeUndefined();
    const needsPermit2 = await permit2Needed(
      stand.client,
      route,
      account.address,
      tokenAddress,
      quote.amountIn,
      deadline,
    );
    expect(needsPermit2).toBe(route.kind === 'universal');
    if (route.kind === 'universal') {
      approvalCost += await sendAs(
        account,
        route.permit2,
        permit2ApproveData(route, tokenAddress, quote.amountIn, deadline),
        0n,
      );
      expect(await permit2Needed(stand.client, route, account.address, tokenAddress, quote.amountIn, deadline)).toBe(
        false,
      );
    }
  }
  const gasCost = await sendAs(account, call.to, call.data, call.value);
  return { call, gasCost: gasCost + approvalCost };
}

describe.each(['v2', 'v3', 'universal-v2', 'universal-v3', 'pancake-v2'] as const)(
  '%s: 20 wallets buy, then sell what they bought',
  (kind) => {
    it('moves exactly the quoted amounts, above every minimum', async () => {
      const route = dex(kind);
      for (const [index, account] of wallets.entries()) {
        const amountIn = parseEther('0.1') + BigInt(index) * 10n ** 15n;
        const coinsBefore = await stand.client.getBalance({ address: account.address });
        const quote = await quoteTrade(stand.client, {
          dex: route,
          wrappedNative: stand.weth,
          token,
          side: 'buy',
          amountIn,
        });
        expect(isQuoteStale(quote, await stand.client.getBlockNumber({ cacheTime: 0 }))).toBe(false);
        expect(quote.priceImpactBps).toBeGreaterThan(0);
        const { call, gasCost } = await trade(account, route, token, quote);
        expect(call.minimumOut).toBe(minimumReceived(quote.expectedOut, SLIPPAGE_BPS));
        expect(call.minimumOut).toBeGreaterThan(0n);
        const received = await tokenBalance(stand, token, account.address);
        expect(received).toBe(quote.expectedOut);
        expect(received).toBeGreaterThanOrEqual(call.minimumOut);
        expect(await stand.client.getBalance({ address: account.address })).toBe(coinsBefore - amountIn - gasCost);
      }
      for (const account of wallets) {
        const held = await tokenBalance(stand, token, account.address);
        const coinsBefore = await stand.client.getBalance({ address: account.address });
        const quote = await quoteTrade(stand.client, {
          dex: route,
          wrappedNative: stand.weth,
          token,
          side: 'sell',
          amountIn: held,
        });
        const { call, gasCost } = await trade(account, route, token, quote);
        expect(await tokenBalance(stand, token, account.address)).toBe(0n);
        const coinsAfter = await stand.client.getBalance({ address: account.address });
        expect(coinsAfter).toBe(coinsBefore + quote.amountOut - gasCost);
        expect(quote.amountOut).toBeGreaterThanOrEqual(call.minimumOut);
      }
    }, 120_000);
  },
);

describe('PancakeSwap V2 on the stand', () => {
  it("trades on PancakeFactory's pair through the patched router, Uniswap's pair untouched", async () => {
    const route = dex('pancake-v2');
    expect(route).toMatchObject({ kind: 'v2', router: stand.pancakeRouter, factory: stand.pancakeFactory });
    const pancakePair = await v2PairOf(stand, token, 'pancake');
    const uniswapPair = await v2PairOf(stand, token);
    expect(pancakePair).not.toBe(uniswapPair);
    const [pancakeBefore, uniswapBefore] = await Promise.all([
      tokenBalance(stand, token, pancakePair),
      tokenBalance(stand, token, uniswapPair),
    ]);
    const account = wallets[0];
    const quote = await quoteTrade(stand.client, {
      dex: route,
      wrappedNative: stand.weth,
      token,
      side: 'buy',
      amountIn: parseEther('1'),
    });
    await trade(account, route, token, quote);
    const received = await tokenBalance(stand, token, account.address);
    expect(received).toBe(quote.expectedOut);
    expect(await tokenBalance(stand, token, pancakePair)).toBe(pancakeBefore - received);
    expect(await tokenBalance(stand, token, uniswapPair)).toBe(uniswapBefore);
    expect(await tokenBalance(stand, stand.weth, pancakePair)).toBe(parseEther('101'));
  });
});

describe('token safety by simulation', () => {
  it('passes a plain token through V2 and V3 with no fee', async () => {
    for (const kind of ['v2', 'v3', 'universal-v2', 'universal-v3', 'pancake-v2'] as const) {
      const safety = await checkTokenSafety(stand.client, dex(kind), stand.weth, token, parseEther('0.01'));
      expect(safety.feeBps).toBe(0);
      expect(safety.receivedTokens).toBe(safety.expectedTokens);
    }
  });

  it('refuses a honeypot: the buy works, the sell cannot (through the router and through Permit2)', async () => {
    for (const route of ['v2', 'universal-v2'] as const) {
      await expect(
        checkTokenSafety(stand.client, dex(route), stand.weth, honeypot, parseEther('0.01')),
      ).rejects.toMatchObject({ code: DEX_CODE.HONEYPOT });
    }
  });

  it('refuses a honeypot through PancakeSwap V2', async () => {
    const pancakePair = await addV2Liquidity(stand, honeypot, parseEther('1000000'), parseEther('100'), 'pancake');
    const probe = () => checkTokenSafety(stand.client, dex('pancake-v2'), stand.weth, honeypot, parseEther('0.01'));
    // Sells are blocked to Uniswap's pair only: through Pancake's the token still sells, until that pair is blocked.
    await expect(probe()).resolves.toMatchObject({ feeBps: 0 });
    await blockSellsTo(stand, honeypot, pancakePair);
    await expect(probe()).rejects.toMatchObject({ code: DEX_CODE.HONEYPOT });
  });

  it('trades a fee-on-transfer token through the Universal Router (its V2 swap measures what arrives)', async () => {
    const route = dex('universal-v2');
    const safety = await checkTokenSafety(stand.client, route, stand.weth, feeToken, parseEther('0.01'));
    expect(safety.feeBps).toBe(300);
    const account = wallets[1];
    const buy = await quoteTrade(stand.client, {
      dex: route,
      wrappedNative: stand.weth,
      token: feeToken,
      side: 'buy',
      amountIn: parseEther('0.5'),
      tokenFeeBps: safety.feeBps,
    });
    const bought = await trade(account, route, feeToken, buy);
    const held = await tokenBalance(stand, feeToken, account.address);
    expect(held).toBe(buy.amountOut - (buy.amountOut * 300n) / 10_000n);
    expect(held).toBeGreaterThanOrEqual(bought.call.minimumOut);
    const sell = await quoteTrade(stand.client, {
      dex: route,
      wrappedNative: stand.weth,
      token: feeToken,
      side: 'sell',
      amountIn: held,
      tokenFeeBps: safety.feeBps,
    });
    const coinsBefore = await stand.client.getBalance({ address: account.address });
    const sold = await trade(account, route, feeToken, sell);
    const gained = (await stand.client.getBalance({ address: account.address })) - coinsBefore + sold.gasCost;
    expect(await tokenBalance(stand, feeToken, account.address)).toBe(0n);
    expect(gained).toBeGreaterThanOrEqual(sell.amountOut);
    expect(gained).toBeGreaterThanOrEqual(sold.call.minimumOut);
  }, 60_000);

  it.each(['v2', 'pancake-v2'] as const)(
    '%s: measures a 3 %% transfer fee and trades the token through the supporting functions',
    async (kind) => {
      const route = dex(kind);
      const safety = await checkTokenSafety(stand.client, route, stand.weth, feeToken, parseEther('0.01'));
      expect(safety.feeBps).toBe(300);
      const account = wallets[0];
      const buy = await quoteTrade(stand.client, {
        dex: route,
        wrappedNative: stand.weth,
        token: feeToken,
        side: 'buy',
        amountIn: parseEther('0.5'),
        tokenFeeBps: safety.feeBps,
      });
      const bought = await trade(account, route, feeToken, buy);
      expect(bought.call.functionName).toBe('swapExactETHForTokensSupportingFeeOnTransferTokens');
      const held = await tokenBalance(stand, feeToken, account.address);
      // The token keeps floor(3 %) of the pair's payout; the quote rounds the fee up, so it expects at most 1 wei less.
      expect(held).toBe(buy.amountOut - (buy.amountOut * 300n) / 10_000n);
      expect(held - buy.expectedOut).toBeGreaterThanOrEqual(0n);
      expect(held - buy.expectedOut).toBeLessThanOrEqual(1n);
      expect(held).toBeGreaterThanOrEqual(bought.call.minimumOut);

      const coinsBefore = await stand.client.getBalance({ address: account.address });
      const sellRequest = {
        dex: route,
        wrappedNative: stand.weth,
        token: feeToken,
        side: 'sell' as const,
        amountIn: held,
        tokenFeeBps: safety.feeBps,
      };
      const sell = await quoteTrade(stand.client, sellRequest);
      const sold = await trade(account, route, feeToken, sell);
      expect(sold.call.functionName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens');
      expect(await tokenBalance(stand, feeToken, account.address)).toBe(0n);
      const gained = (await stand.client.getBalance({ address: account.address })) - coinsBefore + sold.gasCost;
      // The pair received held less the token's own fee (floor of 3 %): what getAmountsOut gives for that input at the
      // quote's block, to the wei; the quote (fee rounded up) never expects more.
      const exact = await quoteTrade(
        stand.client,
        { ...sellRequest, amountIn: held - (held * 300n) / 10_000n, tokenFeeBps: 0 },
        sell.blockNumber,
      );
      expect(gained).toBe(exact.amountOut);
      expect(gained).toBeGreaterThanOrEqual(sell.amountOut);
      expect(gained).toBeGreaterThanOrEqual(sold.call.minimumOut);
    },
    60_000,
  );

  it('refuses V3 for a fee-on-transfer token', async () => {
    // A V3 pool cannot be filled with a fee token (the pool's balance check refuses the mint): the fee starts after.
    const later = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'LATER' });
    await addV3Liquidity(stand, later, parseEther('1000000'), parseEther('100'));
    await setTransferFee(stand, later, 300);
    await expect(
      checkTokenSafety(stand.client, dex('v3'), stand.weth, later, parseEther('0.01')),
    ).rejects.toMatchObject({ code: DEX_CODE.FEE_TOKEN_ROUTE });
  });

  it('says when a DEX has no pool for the token', async () => {
    const lonely = await deployTradeToken(stand, parseEther('1'), { symbol: 'LONE' });
    await expect(
      quoteTrade(stand.client, { dex: dex('v2'), wrappedNative: stand.weth, token: lonely, side: 'buy', amountIn: 1n }),
    ).rejects.toMatchObject({ code: DEX_CODE.NO_POOL });
  });
});
