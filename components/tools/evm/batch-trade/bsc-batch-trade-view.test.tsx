/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen } from '@testing-library/react';
import { type Address, isAddressEqual, parseAbi, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { chainDexes } from '@/chains/evm/dex/registry';
import {
  addBscPancakeLiquidity,
  type DexStand,
  deployTradeToken,
  placePancakeV2AtBscAddresses,
  tokenBalance,
} from '@/chains/evm/dex/testing/dex-stand';
import { setUpDexViewStand } from '@/chains/evm/dex/testing/dex-view-stand';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { AnvilInstance } from '@/test/anvil';
import { setNativeBalances } from '@/test/multicall';
import { BatchTradeView } from './batch-trade-view';

// bsc/batch/trade's page on its default route, untouched: an anvil with BNB Chain's chain id 56 and PancakeSwap V2
// (npm PancakeFactory, Router02 patched to its pair) at BNB Chain's own WBNB, factory and router addresses, so the
// page picks the registry's `pancake-v2` entry as it does on BNB Chain. Three pasted wallets review, buy, then sell.

jest.setTimeout(90_000);

let anvil: AnvilInstance;
let stand: DexStand;
let token: Address;
let pair: Address;

setUpDexViewStand(
  { anvil: { chainId: 56 }, stand: { withV3: false, withPancakeV2: true }, sizedElements: true },
  async (suite) => {
    ({ anvil, stand } = suite);
    await placePancakeV2AtBscAddresses(stand);
    token = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'CAKE2' });
    pair = await addBscPancakeLiquidity(stand, token, parseEther('1000000'), parseEther('100'));
    // WBNB's address answers as WETH9 does, its constructor's storage included.
    const wbnb = chainDexes(56)?.wrappedNative as Address;
    const erc20 = parseAbi(['function symbol() view returns (string)', 'function decimals() view returns (uint8)']);
    expect(await stand.client.readContract({ address: wbnb, abi: erc20, functionName: 'symbol' })).toBe('WETH');
    expect(await stand.client.readContract({ address: wbnb, abi: erc20, functionName: 'decimals' })).toBe(18);
  },
);

it('buys and sells through PancakeSwap V2 at its BNB Chain addresses from three pasted wallets', async () => {
  const bsc = chainDexes(56);
  const pancake = bsc?.dexes.find((dex) => dex.id === 'pancake-v2');
  expect(pancake?.kind).toBe('v2');
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey()];
  const owners = keys.map((key) => privateKeyToAccount(key).address);
  await setNativeBalances(anvil.rpcUrl, new Map(owners.map((owner) => [owner, parseEther('1')])));
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(<BatchTradeView variant="bsc" access="vip" loginHref="/en/login" />, { locale: 'en', http });
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 56');
  // The page's own default on BNB Chain: the registry's first entry, PancakeSwap V2.
  expect((screen.getByLabelText('DEX') as HTMLSelectElement).value).toBe('pancake-v2');
  fireEvent.change(screen.getByLabelText('Token to trade'), { target: { value: token } });
  await screen.findByText('CAKE2 · 18');
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.25' } });
  fireEvent.change(screen.getByLabelText('Slippage (%)'), { target: { value: '0.5' } });
  fireEvent.change(screen.getByLabelText('Private keys of the trading wallets'), {
    target: { value: keys.join('\n') },
  });
  await screen.findByText('3 wallets');
  fireEvent.click(screen.getByRole('button', { name: 'Check the token and quote every wallet' }));
  await screen.findByText('Can be bought and sold, no transfer fee', {}, { timeout: 20_000 });
  const pairTokens = await tokenBalance(stand, token, pair);
  fireEvent.click(screen.getByRole('button', { name: 'Trade from 3 wallets' }));
  await screen.findByText('3 of 3 rows done', {}, { timeout: 30_000 });
  const bought = await Promise.all(owners.map((owner) => tokenBalance(stand, token, owner)));
  for (const amount of bought) expect(amount).toBeGreaterThan(0n);
  // What the wallets hold left BNB Chain's Pancake pair, and 0.75 of (W)BNB went in.
  expect(pairTokens - (await tokenBalance(stand, token, pair))).toBe(bought.reduce((sum, value) => sum + value, 0n));
  const wbnb = bsc?.wrappedNative as Address;
  expect(await tokenBalance(stand, wbnb, pair)).toBe(parseEther('100.75'));

  // Then every wallet sells all it holds: the review asks each for its approval of the router at BNB Chain's address.
  fireEvent.click(screen.getByLabelText('Sells the token for coins'));
  fireEvent.click(screen.getByLabelText('Percentage of the balance'));
  fireEvent.change(screen.getByLabelText('Percentage (%)'), { target: { value: '100' } });
  const coinsBefore = await Promise.all(owners.map((owner) => stand.client.getBalance({ address: owner })));
  fireEvent.click(screen.getByRole('button', { name: 'Check the token and quote every wallet' }));
  await screen.findByRole('button', { name: 'Trade from 3 wallets' }, { timeout: 20_000 });
  const pairWbnb = await tokenBalance(stand, wbnb, pair);
  const firstBlock = (await stand.client.getBlockNumber({ cacheTime: 0 })) + 1n;
  fireEvent.click(screen.getByRole('button', { name: 'Trade from 3 wallets' }));
  await screen.findByText(/^6 of 6 rows done/, {}, { timeout: 30_000 });
  let gained = 0n;
  for (const [index, owner] of owners.entries()) {
    expect(await tokenBalance(stand, token, owner)).toBe(0n);
    expect(await stand.client.getTransactionCount({ address: owner })).toBe(3);
    gained += (await stand.client.getBalance({ address: owner })) - coinsBefore[index];
  }
  // The coins that left the pair reached the wallets, less what their approvals and sells paid in gas, to the wei.
  const paidOut = pairWbnb - (await tokenBalance(stand, wbnb, pair));
  expect(paidOut).toBeGreaterThan(0n);
  let gas = 0n;
  let sent = 0;
  const lastBlock = await stand.client.getBlockNumber({ cacheTime: 0 });
  for (let number = firstBlock; number <= lastBlock; number += 1n) {
    const block = await stand.client.getBlock({ blockNumber: number, includeTransactions: true });
    for (const transaction of block.transactions) {
      if (!owners.some((owner) => isAddressEqual(owner, transaction.from))) continue;
      const receipt = await stand.client.getTransactionReceipt({ hash: transaction.hash });
      gas += receipt.gasUsed * receipt.effectiveGasPrice;
      sent += 1;
    }
  }
  expect(sent).toBe(6);
  expect(gained).toBe(paidOut - gas);
});
