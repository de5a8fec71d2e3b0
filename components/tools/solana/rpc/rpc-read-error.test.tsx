/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import type { Locale } from '@/lib/i18n/config';
import { RpcReadError } from './rpc-read-error';
import { SOLANA_RPC_STORAGE_KEY, useSolanaRpc } from './use-solana-rpc';

/** A page whose read failed: each retry is recorded with the endpoint it ran on. */
function Page({ retries }: { retries: string[] }) {
  const rpc = useSolanaRpc();
  const [shown, setShown] = useState(true);
  return shown ? (
    <RpcReadError
      rpc={rpc}
      message="Could not read the balances: 403 Forbidden"
      onRetry={() => {
        retries.push(rpc.resolveUrl());
        if (retries.length > 5) setShown(false);
      }}
      testId="error"
    />
  ) : null;
}

const render = (retries: string[], locale: Locale = 'en') =>
  renderWithBatchMessages(<Page retries={retries} />, locale);
const error = () => within(screen.getByTestId('error'));

beforeEach(() => window.localStorage.clear());

describe('RpcReadError', () => {
  it('names the endpoint, retries on it, and reads through another RPC typed in place', () => {
    const retries: string[] = [];
    render(retries);
    expect(screen.getByRole('alert').textContent).toContain('Could not read the balances: 403 Forbidden');
    expect(error().getByTestId('rpc-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: Chainkit's RPC (http://localhost/api/rpc).",
    );
    fireEvent.click(error().getByRole('button', { name: 'Retry' }));
    expect(retries).toEqual(['http://localhost/api/rpc']);

    fireEvent.click(error().getByRole('button', { name: 'Use another RPC' }));
    const box = error().getByLabelText('Another RPC URL');
    // Not a URL: said, nothing retried.
    fireEvent.change(box, { target: { value: 'rpc.example.com' } });
    fireEvent.click(error().getByRole('button', { name: 'Use this RPC' }));
    expect(error().getByText('Enter an http:// or https:// URL')).toBeTruthy();
    expect(retries).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'https://rpc.example.com/solana' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(retries).toEqual(['http://localhost/api/rpc', 'https://rpc.example.com/solana']);
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBe(JSON.stringify('https://rpc.example.com/solana'));
    expect(error().getByTestId('rpc-read-error-endpoint').textContent).toBe(
      'Endpoint that failed: your RPC https://rpc.example.com/solana.',
    );
    // The field closes once the new RPC is in use; back to Chainkit's RPC is offered there too.
    expect(error().queryByLabelText('Another RPC URL')).toBeNull();
    fireEvent.click(error().getByRole('button', { name: 'Use another RPC' }));
    fireEvent.click(error().getByRole('button', { name: "Back to Chainkit's RPC" }));
    expect(retries.at(-1)).toBe('http://localhost/api/rpc');
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBeNull();
  });

  it('speaks Chinese', () => {
    render([], 'cn');
    expect(error().getByTestId('rpc-read-error-endpoint').textContent).toBe(
      '出错的节点：Chainkit 的 RPC（http://localhost/api/rpc）。',
    );
    expect(error().getByRole('button', { name: '重试' })).toBeTruthy();
    fireEvent.click(error().getByRole('button', { name: '换一个 RPC' }));
    expect(error().getByLabelText('其他 RPC 地址')).toBeTruthy();
  });
});
