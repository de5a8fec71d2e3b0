import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { quoteTrade } from '@/chains/evm/dex/quote';
import type { Dex } from '@/chains/evm/dex/registry';
import { approvalSpender, approveData, buildSwap, deadlineFrom, permit2ApproveData } from '@/chains/evm/dex/swap';
import {
  addV2Liquidity,
  addV3Liquidity,
  type DexStand,
  deployDexStand,
  deployTradeToken,
  STAND_DEPLOYER,
} from '@/chains/evm/dex/testing/dex-stand';
import { planTrade } from '@/components/tools/evm/batch-trade/trade-plan';
import { createRpcClient, targetFor } from '@/components/tools/evm/key-batch/chain';
import { parseKeyList } from '@/components/tools/evm/key-batch/keys';
import { freshWallets } from '@/components/tools/evm/key-batch/test-support';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { setNativeBalances } from '@/test/multicall';

// batch/trade on real Uniswap V2/V3, the Universal Router and PancakeSwap V2 (npm artifacts; Router02 patched to the
// Pancake pair's init-code hash) on anvil. Prints: gas per trade by route — the call the tool builds (V3 through
// SwapRouter02's multicall(deadline, …) for the deadline, sells unwrapped to coins; the Universal Router's execute)
// beside a direct router call on the same pool (V2 Router02 — Uniswap's or the patched Pancake one — without anything
// around it; SwapRouter02's exactInputSingle without multicall, the output left in WETH); then quotes per second for 500 rows (each a quote pinned to the latest block) and the whole review of 500
// wallets (token check, balances, quotes, approvals). Asserts only that every trade succeeded.

jest.setTimeout(300_000);

const V3_DIRECT = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
]);
const V2_DIRECT = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

describe('DEX trade: gas by route, quotes per second', () => {
  let anvil: AnvilInstance | undefined;
  let stand: DexStand;
  let token: Address;

  beforeAll(async () => {
    anvil = await startAnvil();
    stand = await deployDexStand(anvil.rpcUrl, anvil.chainId);
    await setNativeBalances(anvil.rpcUrl, new Map([[STAND_DEPLOYER.address, 10n ** 26n]]));
    token = await deployTradeToken(stand, parseEther('100000000'));
    await addV2Liquidity(stand, token, parseEther('10000000'), parseEther('1000'));
    await addV3Liquidity(stand, token, parseEther('10000000'), parseEther('1000'));
    await addV2Liquidity(stand, token, parseEther('10000000'), parseEther('1000'), 'pancake');
    // Every block one second after the last, as on a live chain: each trade is then the first of its block on its V2
    // pair and updates the cumulative prices (anvil otherwise stamps blocks with the wall clock, several in one second,
    // and whether a row paid those writes depended on the moment it ran: ±40,000 gas between runs).
    await stand.testClient.setBlockTimestampInterval({ interval: 1 });
  }, 120_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  async function gasOf(key: Hex, to: Address, data: Hex, value: bigint): Promise<bigint> {
    const account = privateKeyToAccount(key);
    const client = stand.client;
    const hash = await client.sendRawTransaction({
      serializedTransaction: await account.signTransaction({
        chainId: anvil?.chainId ?? 31337,
        nonce: await client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
        to,
        data,
        value,
        gas: 1_000_000n,
        ...(await client.estimateFeesPerGas()),
      }),
    });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error('trade reverted');
    return receipt.gasUsed;
  }

  it('prints the gas of each route beside a direct router call', async () => {
    const [buyer, direct, warmer] = freshWallets(3);
    // One wallet per side for every route: the Universal rows trade the same pools the direct rows warmed.
    await setNativeBalances(
      stand.client.transport.url ?? (anvil as AnvilInstance).rpcUrl,
      new Map([
        [buyer.address, parseEther('100')],
        [direct.address, parseEther('100')],
        [warmer.address, parseEther('100')],
      ]),
    );
    const rows: string[][] = [];
    for (const id of ['uniswap-v2', 'uniswap-v3', 'universal-v2', 'universal-v3', 'pancake-v2'] as const) {
      const dex = stand.dexes.dexes.find((entry) => entry.id === id) as Dex;
      const kind = dex.kind === 'universal' ? dex.pool : dex.kind;
      // A V2 entry's own router (Uniswap's, or PancakeSwap's patched one); the Universal Router's V2 pool: Uniswap's.
      const directRouter = dex.kind === 'v2' ? dex.router : kind === 'v2' ? stand.v2Router : stand.swapRouter02;
      const amountIn = parseEther('0.5');
      const deadline = await deadlineFrom(stand.client, 20);
      const buyQuote = await quoteTrade(stand.client, { dex, wrappedNative: stand.weth, token, side: 'buy', amountIn });
      // A first swap writes the pool's zero slots (V2's cumulative prices): a warm-up trade, so neither side pays it.
      const warm = buildSwap(dex, stand.weth, buyQuote, { recipient: warmer.address, slippageBps: 5_000, deadline });
      await gasOf(warmer.key, warm.to, warm.data, warm.value);
      const buy = buildSwap(dex, stand.weth, buyQuote, { recipient: buyer.address, slippageBps: 5_000, deadline });
      const toolBuy = await gasOf(buyer.key, buy.to, buy.data, buy.value);
      const directBuyData =
        kind === 'v2'
          ? encodeFunctionData({
              abi: V2_DIRECT,
              functionName: 'swapExactETHForTokens',
              args: [1n, [stand.weth, token], direct.address, deadline],
            })
          : encodeFunctionData({
              abi: V3_DIRECT,
              functionName: 'exactInputSingle',
              args: [
                {
                  tokenIn: stand.weth,
                  tokenOut: token,
                  fee: 3000,
                  recipient: direct.address,
                  amountIn,
                  amountOutMinimum: 1n,
                  sqrtPriceLimitX96: 0n,
                },
              ],
            });
      const directBuy = await gasOf(direct.key, directRouter, directBuyData, amountIn);
      // Sells of what each bought (approval first, measured apart).
      const held = buyQuote.expectedOut / 2n;
      let approveGas = await gasOf(buyer.key, token, approveData(approvalSpender(dex), held), 0n);
      if (dex.kind === 'universal') {
        const expiry = deadline + 86_400n;
        approveGas += await gasOf(buyer.key, dex.permit2, permit2ApproveData(dex, token, held, expiry), 0n);
      }
      await gasOf(direct.key, token, approveData(directRouter, held), 0n);
      const sellQuote = await quoteTrade(stand.client, {
        dex,
        wrappedNative: stand.weth,
        token,
        side: 'sell',
        amountIn: held / 2n,
      });
      const sell = buildSwap(dex, stand.weth, sellQuote, { recipient: buyer.address, slippageBps: 5_000, deadline });
      const toolSell = await gasOf(buyer.key, sell.to, sell.data, 0n);
      const directSellData =
        kind === 'v2'
          ? encodeFunctionData({
              abi: V2_DIRECT,
              functionName: 'swapExactTokensForETH',
              args: [held / 2n, 1n, [token, stand.weth], direct.address, deadline],
            })
          : encodeFunctionData({
              abi: V3_DIRECT,
              functionName: 'exactInputSingle',
              args: [
                {
                  tokenIn: token,
                  tokenOut: stand.weth,
                  fee: 3000,
                  recipient: direct.address,
                  amountIn: held / 2n,
                  amountOutMinimum: 1n,
                  sqrtPriceLimitX96: 0n,
                },
              ],
            });
      const directSell = await gasOf(direct.key, directRouter, directSellData, 0n);
      const approvals = dex.kind === 'universal' ? 'approve(Permit2) + Permit2.approve(router)' : 'approve(router)';
      rows.push([`${id} buy`, buy.functionName, String(toolBuy), String(directBuy)]);
      rows.push([`${id} sell`, sell.functionName, String(toolSell), String(directSell)]);
      rows.push([`${id} approvals`, approvals, String(approveGas), '–']);
    }
    console.log(
      [
        '| route | tool calls | tool gas | direct router call gas |',
        '| --- | --- | ---: | ---: |',
        ...rows.map((row) => `| ${row.join(' | ')} |`),
        '(direct V3 sell leaves WETH in the wallet; the tool unwraps to coins inside the same multicall)',
        '(one token for every route, in this order: from the second route on, the buying wallets already hold it, so a',
        "buy skips the zero-to-non-zero balance write, ≈ 17,100 gas; compare a route's tool gas with its direct call)",
        "(pancake-v2: PancakeSwap's npm pair, 0.1.0, takes 0.2 %; Router02 quotes 0.3 %, the difference stays in the pair)",
      ].join('\n'),
    );
  });

  it('prints quotes per second for 500 rows, and the review of 500 wallets', async () => {
    const target = targetFor(anvil?.chainId ?? 31337, (anvil as AnvilInstance).rpcUrl, true);
    const client = createRpcClient(target);
    const lines: string[] = [];
    for (const kind of ['v2', 'v3'] as const) {
      const dex = stand.dexes.dexes.find((entry) => entry.kind === kind) as Dex;
      const started = performance.now();
      const block = await client.getBlockNumber({ cacheTime: 0 });
      const quotes = await Promise.all(
        Array.from({ length: 500 }, (_, index) =>
          quoteTrade(
            client,
            { dex, wrappedNative: stand.weth, token, side: 'buy', amountIn: parseEther('0.01') + BigInt(index) },
            block,
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      expect(quotes).toHaveLength(500);
      lines.push(`${kind}: 500 quotes in ${seconds.toFixed(2)} s = ${(500 / seconds).toFixed(0)} quotes/s`);
    }
    const wallets = freshWallets(500);
    await setNativeBalances(
      (anvil as AnvilInstance).rpcUrl,
      new Map(wallets.map((wallet) => [wallet.address, parseEther('1')])),
    );
    const keys = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
    for (const kind of ['v2', 'v3'] as const) {
      const dex = stand.dexes.dexes.find((entry) => entry.kind === kind) as Dex;
      const started = performance.now();
      const plan = await planTrade({
        client,
        entries: keys.entries,
        settings: {
          chainId: target.chainId,
          wrappedNative: stand.weth,
          dex,
          token,
          side: 'buy',
          rule: { mode: 'range', min: parseEther('0.01'), max: parseEther('0.1') },
          slippageBps: 100,
          deadlineMinutes: 20,
          tokenFeeBps: 0,
        },
      });
      const seconds = (performance.now() - started) / 1000;
      expect(plan.totals.ready).toBe(500);
      lines.push(`${kind}: review of 500 wallets (token check, balances, quotes) in ${seconds.toFixed(2)} s`);
    }
    console.log(lines.join('\n'));
  });
});
