/**
 * @jest-environment jsdom
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { CollectionView } from '../collection/collection-view';
import { MultiSendView } from '../multi-send/multi-send-view';

function renderView(ui: ReactElement, locale: 'en' | 'cn' = 'en') {
  const messages = locale === 'en' ? en : cn;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

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
    expect(screen.getByRole('button', { name: 'Read balances and fees' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Destination address'), { target: { value: '0x12' } });
    expect(screen.getByText('Not a valid address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Destination address'), {
      target: { value: privateKeyToAddress(generatePrivateKey()) },
    });
    expect(screen.getByRole('button', { name: 'Read balances and fees' })).toHaveProperty('disabled', false);
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
});
