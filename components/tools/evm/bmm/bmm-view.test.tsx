/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen } from '@testing-library/react';
import { type Address, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { addV2Liquidity, blockSellsTo, type DexStand, deployTradeToken } from '@/chains/evm/dex/testing/dex-stand';
import { setUpDexViewStand } from '@/chains/evm/dex/testing/dex-view-stand';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { AnvilInstance } from '@/test/anvil';
import { setNativeBalances } from '@/test/multicall';
import { BmmView } from './bmm-view';
import { SESSION_STORAGE_KEY } from './session-store';

// bmm/evm's page against real Uniswap V2 on anvil: field errors, a honeypot refused before anything is signed, then a
// three-trade session from two pasted wallets, ticking on the page's own timer (jsdom has no Web Worker); the saved
// session holds addresses and hashes, never a key.

jest.setTimeout(90_000);

let anvil: AnvilInstance;
let stand: DexStand;
let token: Address;
let honeypot: Address;

setUpDexViewStand({ stand: { withV3: false } }, async (suite) => {
  ({ anvil, stand } = suite);
  token = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'BMM' });
  await addV2Liquidity(stand, token, parseEther('1000000'), parseEther('100'));
  honeypot = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'HNY' });
  const pair = await addV2Liquidity(stand, honeypot, parseEther('1000000'), parseEther('100'));
  await blockSellsTo(stand, honeypot, pair);
});

async function fillForm(keys: readonly string[], tokenAddress: Address, symbol: string) {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 31337');
  fireEvent.change(screen.getByLabelText('DEX'), { target: { value: 'custom-v2' } });
  fireEvent.change(screen.getByLabelText('V2 router address'), { target: { value: stand.v2Router } });
  fireEvent.change(screen.getByLabelText('Token to trade'), { target: { value: tokenAddress } });
  await screen.findByText(`${symbol} · 18`);
  fireEvent.change(screen.getByLabelText(/^Each buy at least/), { target: { value: '0.01' } });
  fireEvent.change(screen.getByLabelText(/^Each buy at most/), { target: { value: '0.005' } });
  expect(screen.getAllByText('The largest amount is below the smallest')).toHaveLength(1);
  fireEvent.change(screen.getByLabelText(/^Each buy at most/), { target: { value: '0.02' } });
  fireEvent.change(screen.getByLabelText(/^Each sell at least/), { target: { value: '50' } });
  fireEvent.change(screen.getByLabelText(/^Each sell at most/), { target: { value: '150' } });
  fireEvent.change(screen.getByLabelText('Seconds between trades, at least'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Seconds between trades, at most'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Slippage (%)'), { target: { value: '0' } });
  expect(screen.getByText('Write a slippage above 0 and at most 50 %, at most two decimal places')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Slippage (%)'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Bottom: no sell below'), { target: { value: '0.0002' } });
  fireEvent.change(screen.getByLabelText('Top: no buy above'), { target: { value: '0.0001' } });
  expect(screen.getByText('The top of the band must be above its bottom')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Bottom: no sell below'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Top: no buy above'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Number of trades'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Private keys of the trading wallets'), {
    target: { value: keys.join('\n') },
  });
  await screen.findByText(`${keys.length} wallets`);
}

function funded(count: number) {
  const keys = Array.from({ length: count }, () => generatePrivateKey());
  return { keys, owners: keys.map((key) => privateKeyToAccount(key).address) };
}

it('refuses a honeypot before anything is signed', async () => {
  const { keys, owners } = funded(2);
  await setNativeBalances(anvil.rpcUrl, new Map(owners.map((owner) => [owner, parseEther('1')])));
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(<BmmView access="vip" loginHref="/en/login" />, { locale: 'en', http });
  await fillForm(keys, honeypot, 'HNY');
  fireEvent.click(screen.getByRole('button', { name: 'Start the session with 2 wallets' }));
  await screen.findByText(/This token cannot be sold/, {}, { timeout: 20_000 });
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  const client = stand.client;
  for (const owner of owners) expect(await client.getTransactionCount({ address: owner })).toBe(0);
});

it('runs a three-trade session from two pasted wallets; the saved session holds no key', async () => {
  const { keys, owners } = funded(2);
  await setNativeBalances(anvil.rpcUrl, new Map(owners.map((owner) => [owner, parseEther('1')])));
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  const { container } = renderWithProviders(<BmmView access="vip" loginHref="/en/login" />, { locale: 'en', http });
  await fillForm(keys, token, 'BMM');
  fireEvent.click(screen.getByRole('button', { name: 'Start the session with 2 wallets' }));
  await screen.findByRole('heading', { name: 'Ended · number of trades reached' }, { timeout: 60_000 });
  expect(screen.getByTestId('bmm-trades').textContent).toBe('3');
  const rows = [...container.querySelectorAll('[data-testid="bmm-txs"] tbody tr')];
  const hashes = rows.map((row) => row.getAttribute('data-hash'));
  expect(rows.every((row) => row.getAttribute('data-status') === 'confirmed')).toBe(true);
  let sent = 0;
  for (const owner of owners) sent += await stand.client.getTransactionCount({ address: owner });
  expect(sent).toBe(rows.length);
  const saved = window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
  for (const hash of hashes) expect(saved).toContain(hash);
  const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
  for (const key of keys) expect(stored.toLowerCase()).not.toContain(key.slice(2).toLowerCase());
  const outside = container.cloneNode(true) as HTMLElement;
  for (const textarea of outside.querySelectorAll('textarea')) textarea.remove();
  for (const key of keys) expect((outside.textContent ?? '').toLowerCase()).not.toContain(key.slice(2, 18));
});

it('asks a signed-out visitor to sign in instead of starting', async () => {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(<BmmView access="signed-out" loginHref="/en/login?lastPage=x" />, { locale: 'en', http });
  expect(await screen.findByText(/Market making needs the Bulk DEX trade VIP/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Start the session/ })).toBeNull();
  expect(screen.getAllByRole('link', { name: 'Sign in to trade' })[0].getAttribute('href')).toBe(
    '/en/login?lastPage=x',
  );
});
