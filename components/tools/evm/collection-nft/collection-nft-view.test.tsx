/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { NftCollectionView } from './collection-nft-view';

function renderView(locale: 'en' | 'cn' = 'en') {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(<NftCollectionView />, { locale, http });
}

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('NFT collection view', () => {
  const keys = [generatePrivateKey(), generatePrivateKey()];

  it('names bad keys, contracts, destination and first block by line, and reads nothing until all are valid', () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const { container } = renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Batch NFT collection');
    const review = () => screen.getByRole('button', { name: 'Find NFTs and fees' });

    fireEvent.change(screen.getByLabelText('Private keys of the wallets to collect from'), {
      target: { value: `${keys[0]}\n\n${keys[1]}\n0xdeadbeef\n${keys[0]}` },
    });
    expect(screen.getByText('2 wallets')).toBeTruthy();
    expect(screen.getByText('Line 4: Not a valid private key')).toBeTruthy();
    expect(screen.getByText('Line 5: Same key as line 1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('NFT contracts'), {
      target: { value: `${CONTRACT}\n0x1234\n${CONTRACT.toLowerCase()}` },
    });
    expect(screen.getByText('Line 2: not a valid contract address')).toBeTruthy();
    expect(screen.getByText('Line 3: this contract is already listed above')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Destination address'), { target: { value: '0x12' } });
    expect(screen.getByText('Not a valid address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Scan transfer logs from block (optional)'), { target: { value: '12a' } });
    expect(screen.getByText('Write a block number (digits only)')).toBeTruthy();
    expect(review()).toHaveProperty('disabled', true);

    // Fixed one by one: the button opens only when every field is valid.
    fireEvent.change(screen.getByLabelText('NFT contracts'), { target: { value: CONTRACT } });
    expect(review()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Destination address'), {
      target: { value: privateKeyToAddress(generatePrivateKey()) },
    });
    expect(review()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Scan transfer logs from block (optional)'), {
      target: { value: '19,000,000' },
    });
    expect(review()).toHaveProperty('disabled', false);

    // No part of a key outside the key field, nothing fetched, nothing stored.
    const outside = container.cloneNode(true) as HTMLElement;
    for (const textarea of outside.querySelectorAll('textarea')) textarea.remove();
    for (const key of keys) expect((outside.textContent ?? '').toLowerCase()).not.toContain(key.slice(2, 18));
    expect(fetchSpy).not.toHaveBeenCalled();
    const stored = [window.sessionStorage, window.localStorage]
      .flatMap((store) => Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i) ?? '') ?? ''))
      .join('\n')
      .toLowerCase();
    for (const key of keys) expect(stored).not.toContain(key.slice(2));
  });

  it('says the same problems in Chinese', () => {
    renderView('cn');
    fireEvent.change(screen.getByLabelText('NFT 合约'), { target: { value: 'abc' } });
    expect(screen.getByText('第 1 行：不是有效的合约地址')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('要归集的钱包私钥'), { target: { value: '0x00' } });
    expect(screen.getByText('第 1 行：私钥无效')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('归集地址'), { target: { value: 'nope' } });
    expect(screen.getByText('地址无效')).toBeTruthy();
  });
});
