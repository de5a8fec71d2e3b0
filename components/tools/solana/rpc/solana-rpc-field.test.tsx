/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { SOLANA_RPC_STORAGE_KEY, useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { Locale } from '@/lib/i18n/config';
import { SolanaRpcField } from './solana-rpc-field';

/** The field with the real choice behind it, and the URL a page would read from printed beside it. */
function Page({ disabled }: { disabled?: boolean }) {
  const rpc = useSolanaRpc();
  return (
    <>
      <SolanaRpcField rpc={rpc} disabled={disabled} testId="page-rpc" inputTestId="page-rpc-url" />
      <span data-testid="resolved">{rpc.resolveUrl()}</span>
    </>
  );
}

const renderPage = (locale: Locale = 'en', disabled = false) =>
  renderWithBatchMessages(<Page disabled={disabled} />, locale);
const resolved = () => screen.getByTestId('resolved').textContent;
const urlBox = () => screen.getByLabelText('Custom RPC URL') as HTMLInputElement;

beforeEach(() => window.localStorage.clear());

describe('SolanaRpcField', () => {
  it('refuses a URL that is not http(s), then uses, remembers and drops a private RPC', () => {
    renderPage();
    expect(resolved()).toBe(`${window.location.origin}/api/rpc`);
    expect(screen.getByRole('status').textContent).toBe("Using Chainkit's Solana RPC");

    fireEvent.change(urlBox(), { target: { value: 'ftp://rpc.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an http:// or https:// URL');
    expect(urlBox().getAttribute('aria-invalid')).toBe('true');
    expect(resolved()).toBe(`${window.location.origin}/api/rpc`);
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBeNull();

    // Enter applies as the button does.
    fireEvent.change(urlBox(), { target: { value: ' https://private.example.com/solana ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(urlBox(), { key: 'Enter' });
    expect(resolved()).toBe('https://private.example.com/solana');
    expect(screen.getByRole('status').textContent).toBe('Using your RPC: https://private.example.com/solana');
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBe(
      JSON.stringify('https://private.example.com/solana'),
    );

    fireEvent.click(screen.getByRole('button', { name: "Back to Chainkit's RPC" }));
    expect(resolved()).toBe(`${window.location.origin}/api/rpc`);
    expect(urlBox().value).toBe('');
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: "Back to Chainkit's RPC" })).toBeNull();
  });

  it('starts from the RPC another Solana tool saved, in Chinese too', async () => {
    window.localStorage.setItem(SOLANA_RPC_STORAGE_KEY, JSON.stringify('https://saved.example.com'));
    await act(async () => {
      renderPage('cn');
    });
    expect(resolved()).toBe('https://saved.example.com');
    expect((screen.getByLabelText('自定义 RPC 地址') as HTMLInputElement).value).toBe('https://saved.example.com');
    expect(screen.getByRole('status').textContent).toBe('正在使用你的 RPC：https://saved.example.com');
    expect(screen.getByRole('button', { name: '恢复 Chainkit 的 RPC' })).toBeTruthy();
  });

  it('carries the page test ids and locks every control while disabled', () => {
    renderPage('en', true);
    expect(screen.getByTestId('page-rpc').tagName).toBe('FIELDSET');
    expect(screen.getByTestId('page-rpc-url')).toBe(urlBox());
    expect((screen.getByTestId('page-rpc') as HTMLFieldSetElement).disabled).toBe(true);
    expect(urlBox().matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Use this RPC' }).matches(':disabled')).toBe(true);
  });
});
