/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen } from '@testing-library/react';
import { type Address, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { addV2Liquidity, type DexStand, deployTradeToken, tokenBalance } from '@/chains/evm/dex/testing/dex-stand';
import { setUpDexViewStand } from '@/chains/evm/dex/testing/dex-view-stand';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { AnvilInstance } from '@/test/anvil';
import { setNativeBalances } from '@/test/multicall';
import { BatchTradeView } from './batch-trade-view';

// batch/trade's page against real Uniswap V2 on anvil: a router typed in, pasted keys (a bad line reported by
// number, no key anywhere outside the field or in storage), field errors, the review, then three wallets buy.

jest.setTimeout(90_000);

let anvil: AnvilInstance;
let stand: DexStand;
let token: Address;

setUpDexViewStand({ sizedElements: true }, async (suite) => {
  ({ anvil, stand } = suite);
  token = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'TRD' });
  await addV2Liquidity(stand, token, parseEther('1000000'), parseEther('100'));
});

async function fillForm(keys: readonly string[]) {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 31337');
  fireEvent.change(screen.getByLabelText('DEX'), { target: { value: 'custom-v2' } });
  fireEvent.change(screen.getByLabelText('V2 router address'), { target: { value: stand.v2Router } });
  fireEvent.change(screen.getByLabelText('Token to trade'), { target: { value: token } });
  await screen.findByText('TRD · 18');
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.1234567891234567891' } });
  expect(screen.getByText('Write a positive amount with at most 18 decimal places')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.25' } });
  fireEvent.change(screen.getByLabelText('Slippage (%)'), { target: { value: '51' } });
  expect(screen.getByText('Write a slippage from 0 to 50 %, at most two decimal places')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Slippage (%)'), { target: { value: '0.5' } });
  fireEvent.change(screen.getByLabelText('Private keys of the trading wallets'), {
    target: { value: `${keys.join('\n')}\n0xdeadbeef` },
  });
  expect(await screen.findByText('Line 4: Not a valid private key')).toBeTruthy();
  await screen.findByText('3 wallets');
}

it('reviews and buys from three pasted wallets; no key leaves the field', async () => {
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey()];
  const owners = keys.map((key) => privateKeyToAccount(key).address);
  await setNativeBalances(anvil.rpcUrl, new Map(owners.map((owner) => [owner, parseEther('1')])));
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  const { container } = renderWithProviders(<BatchTradeView variant="evm" access="vip" loginHref="/en/login" />, {
    locale: 'en',
    http,
  });
  await fillForm(keys);
  fireEvent.click(screen.getByRole('button', { name: 'Check the token and quote every wallet' }));
  await screen.findByText('Can be bought and sold, no transfer fee', {}, { timeout: 20_000 });
  expect(screen.getByText('None on EVM chains (included in the VIP)')).toBeTruthy();
  const outside = container.cloneNode(true) as HTMLElement;
  for (const textarea of outside.querySelectorAll('textarea')) textarea.remove();
  for (const key of keys) expect((outside.textContent ?? '').toLowerCase()).not.toContain(key.slice(2, 18));

  fireEvent.click(screen.getByRole('button', { name: 'Trade from 3 wallets' }));
  await screen.findByText('3 of 3 rows done', {}, { timeout: 30_000 });
  for (const owner of owners) expect(await tokenBalance(stand, token, owner)).toBeGreaterThan(0n);
  const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
  for (const key of keys) expect(stored.toLowerCase()).not.toContain(key.slice(2).toLowerCase());
  expect(stored).toContain(token);
});

it('lets a signed-out visitor review, and asks to sign in before trading', async () => {
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey()];
  await setNativeBalances(
    anvil.rpcUrl,
    new Map(keys.map((key) => [privateKeyToAccount(key).address, parseEther('1')])),
  );
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(<BatchTradeView variant="evm" access="signed-out" loginHref="/en/login?lastPage=x" />, {
    locale: 'en',
    http,
  });
  expect(screen.getByText(/Trading needs the Bulk DEX trade VIP/)).toBeTruthy();
  await fillForm(keys);
  fireEvent.click(screen.getByRole('button', { name: 'Check the token and quote every wallet' }));
  await screen.findByText('Can be bought and sold, no transfer fee', {}, { timeout: 20_000 });
  expect(screen.queryByRole('button', { name: 'Trade from 3 wallets' })).toBeNull();
  expect(screen.getAllByRole('link', { name: 'Sign in to trade' })[0].getAttribute('href')).toBe(
    '/en/login?lastPage=x',
  );
});
