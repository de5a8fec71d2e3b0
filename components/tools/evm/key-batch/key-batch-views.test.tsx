/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { encodeFunctionResult, erc20Abi } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { EVM_CHAINS } from '@/chains/evm/chains';
import { publicRpcUrl } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { CollectionView } from '../collection/collection-view';
import { MultiSendView } from '../multi-send/multi-send-view';

function renderView(ui: ReactElement, locale: 'en' | 'cn' = 'en') {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(ui, { locale, http });
}

interface JsonRpcCall {
  id: number;
  method: string;
  params?: [{ data?: string }];
}

/**
 * The chain as the browser reaches it (viem's http transport → fetch): a token "tUSDT" with 6 decimals on Ethereum.
 * Endpoints listed in `down` refuse every request (HTTP 403, which viem does not retry).
 */
function fakeChain() {
  const down = new Set<string>();
  const requested: string[] = [];
  const answer = (call: JsonRpcCall) => {
    if (call.method === 'eth_chainId') return '0x1';
    const selector = call.params?.[0]?.data?.slice(0, 10);
    if (selector === '0x313ce567') return encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 });
    if (selector === '0x95d89b41')
      return encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'tUSDT' });
    throw new Error(`unexpected call ${call.method}`);
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requested.push(url);
    if (down.has(url)) return new Response('{"error":"forbidden"}', { status: 403 });
    const body = JSON.parse(String(init?.body)) as JsonRpcCall | JsonRpcCall[];
    const reply = (call: JsonRpcCall) => ({ jsonrpc: '2.0', id: call.id, result: answer(call) });
    const json = Array.isArray(body) ? body.map(reply) : reply(body);
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { down, requested };
}

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OTHER_TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

/** Every value of both storages, to search for keys in. */
function storedText(): string {
  const values: string[] = [];
  for (const store of [window.sessionStorage, window.localStorage]) {
    for (let index = 0; index < store.length; index += 1) values.push(store.getItem(store.key(index) ?? '') ?? '');
  }
  return values.join('\n').toLowerCase();
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('key batch views', () => {
  const keys = [generatePrivateKey(), generatePrivateKey()];

  it('collection: says keys stay in the page, keeps the key field out of autocomplete and spell-check', () => {
    renderView(<CollectionView />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Batch collection');
    expect(screen.getByRole('note').textContent).toContain('Your private keys never leave this page.');
    const field = screen.getByLabelText('Private keys of the wallets to collect from');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
    expect(field.getAttribute('autocorrect')).toBe('off');
    expect(field.closest('form')).toBeNull();
  });

  it('collection: counts pasted wallets and reports bad lines without repeating them', () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const { container } = renderView(<CollectionView />);
    const field = screen.getByLabelText('Private keys of the wallets to collect from');
    fireEvent.change(field, { target: { value: `${keys[0]}\n${keys[1].slice(2)}\n${keys[0]}\n0xdeadbeef` } });
    expect(screen.getByText('2 wallets')).toBeTruthy();
    expect(screen.getByText('Line 3: Same key as line 1')).toBeTruthy();
    expect(screen.getByText('Line 4: Not a valid private key')).toBeTruthy();
    // Outside the field itself, no part of a key is in the page.
    const outside = container.cloneNode(true) as HTMLElement;
    for (const textarea of outside.querySelectorAll('textarea')) textarea.remove();
    const text = outside.textContent ?? '';
    for (const key of keys) expect(text.toLowerCase()).not.toContain(key.slice(2, 18));
    expect(fetchSpy).not.toHaveBeenCalled();
    // Nothing to read until the destination is valid.
    expect(screen.getByRole('button', { name: 'Review balances and fees' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Destination address'), { target: { value: '0x12' } });
    expect(screen.getByText('Not a valid address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Destination address'), {
      target: { value: privateKeyToAddress(generatePrivateKey()) },
    });
    expect(screen.getByRole('button', { name: 'Review balances and fees' })).toHaveProperty('disabled', false);
  });

  it('multi-send: reads rows and names the problems of each line, in Chinese too', () => {
    const recipient = privateKeyToAddress(generatePrivateKey());
    renderView(<MultiSendView />, 'cn');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('多钱包批量发送');
    const field = screen.getByLabelText('转账列表');
    expect(field.getAttribute('autocomplete')).toBe('off');
    fireEvent.change(field, {
      target: { value: `${keys[0]},${recipient},1.5\n${keys[1]},${recipient},all\n${keys[1]},${recipient},2` },
    });
    expect(screen.getByText('2 笔转账已就绪')).toBeTruthy();
    expect(screen.getByText('第 2 行：只有在私钥仅出现在一行时才能使用 all')).toBeTruthy();
  });
  it('multi-send: while the transfers are masked, only the keys are hidden; recipients and amounts show', () => {
    const recipient = privateKeyToAddress(generatePrivateKey());
    renderView(<MultiSendView />);
    const field = screen.getByLabelText('Transfers');
    fireEvent.change(field, {
      target: { value: `${keys[0]},${recipient},1.5\n  ${keys[1].slice(2)} ${recipient} all` },
    });
    expect(field.className).not.toContain('key-batch__masked');
    const shown = screen.getByTestId('secret-mirror').textContent ?? '';
    expect(shown).toContain(`,${recipient},1.5`);
    expect(shown).toContain(` ${recipient} all`);
    for (const key of keys) expect(shown.toLowerCase()).not.toContain(key.slice(2, 10));
    expect(shown.split('\n')[0]).toBe(`${'•'.repeat(66)},${recipient},1.5`);
    fireEvent.click(screen.getByRole('button', { name: 'Show keys' }));
    expect(screen.queryByTestId('secret-mirror')).toBeNull();
  });

  it('collection: a masked line shows nothing of its key, and what follows the key stays readable', () => {
    renderView(<CollectionView />);
    const field = screen.getByLabelText('Private keys of the wallets to collect from');
    fireEvent.change(field, { target: { value: `${keys[0]}\n# wallet 2\n${keys[1]}` } });
    const shown = screen.getByTestId('secret-mirror').textContent ?? '';
    expect(shown).toBe(`${'•'.repeat(66)}\n# wallet 2\n${'•'.repeat(66)}`);
  });

  it('multi-send and collection: the same words for the same step', () => {
    const { unmount } = renderView(<MultiSendView />);
    expect(screen.getByRole('button', { name: 'Review balances and fees' })).toBeTruthy();
    unmount();
    renderView(<CollectionView />, 'cn');
    expect(screen.getByRole('button', { name: '查看余额和手续费' })).toBeTruthy();
  });

  it('collection: the draft (chain, asset, destination, amount kept) survives a remount; the keys are never stored', async () => {
    fakeChain();
    const destination = privateKeyToAddress(generatePrivateKey());
    const first = renderView(<CollectionView />);
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: '56' } });
    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: TOKEN } });
    await screen.findByText('tUSDT, 6 decimals');
    fireEvent.change(screen.getByLabelText('Private keys of the wallets to collect from'), {
      target: { value: keys.join('\n') },
    });
    fireEvent.change(screen.getByLabelText('Destination address'), { target: { value: destination } });
    fireEvent.change(screen.getByLabelText('Keep in each wallet (optional)'), { target: { value: '0.5' } });
    first.unmount();
    for (const key of keys) expect(storedText()).not.toContain(key.slice(2, 18).toLowerCase());

    renderView(<CollectionView />, 'cn');
    await waitFor(() => expect(screen.getByLabelText('归集地址')).toHaveValue(destination));
    expect(screen.getByLabelText('链')).toHaveValue('56');
    expect(screen.getByLabelText('代币合约地址')).toHaveValue(TOKEN);
    expect(screen.getByLabelText('每个钱包保留数量（可选）')).toHaveValue('0.5');
    expect(screen.getByLabelText('待归集钱包的私钥')).toHaveValue('');
  });

  it('multi-send: the asset is kept as the draft, never the transfer lines with their keys', async () => {
    fakeChain();
    const recipient = privateKeyToAddress(generatePrivateKey());
    const first = renderView(<MultiSendView />);
    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: TOKEN } });
    fireEvent.change(screen.getByLabelText('Transfers'), { target: { value: `${keys[0]},${recipient},1.5` } });
    await screen.findByText('tUSDT, 6 decimals');
    first.unmount();
    expect(storedText()).not.toContain(keys[0].slice(2, 18).toLowerCase());
    renderView(<MultiSendView />);
    await waitFor(() => expect(screen.getByLabelText('Token contract address')).toHaveValue(TOKEN));
    expect(screen.getByLabelText('Transfers')).toHaveValue('');
  });

  it('multi-send: a failed read names the endpoint; Retry reads again, Use another RPC reads from there', async () => {
    const chain = fakeChain();
    const ethereum = publicRpcUrl(1) as string;
    chain.down.add(ethereum);
    renderView(<MultiSendView />);
    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: TOKEN } });
    const failure = (await screen.findByText(/^Could not read the token/, undefined, { timeout: 3_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(failure).getByText(`Endpoint: ${ethereum} (the public RPC of Ethereum)`)).toBeTruthy();

    chain.down.delete(ethereum);
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByText('tUSDT, 6 decimals');

    // Another token on a public RPC that is down again: the user's own RPC, typed in the message, takes over.
    chain.down.add(ethereum);
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: OTHER_TOKEN } });
    const again = (await screen.findByText(/^Could not read the token/, undefined, { timeout: 3_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(within(again).getByLabelText('Another RPC URL'), {
      target: { value: 'https://rpc.example.org/' },
    });
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Use this RPC' }));
    });
    await screen.findByText('tUSDT, 6 decimals');
    expect(chain.requested).toContain('https://rpc.example.org/');
    expect(screen.queryByText(/^Could not read the token/)).toBeNull();
  }, 15_000);
});

describe('EVM tool chain pickers', () => {
  const options = () =>
    [...(screen.getByLabelText('Chain') as HTMLSelectElement).options].map((option) => option.textContent);

  it.each([
    ['multi-send', () => <MultiSendView />],
    ['collection', () => <CollectionView />],
  ])('%s offers every registry chain, then a custom RPC', (_name, view) => {
    renderView(view());
    expect(options()).toEqual([...EVM_CHAINS.map((chain) => chain.name), 'Custom RPC']);
  });
});
