/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { SOLANA_WALLET_PANEL_ID, useSolanaConnect } from './use-solana-connect';
import { NO_WALLET, SolanaWalletContext } from './wallet-context';

/** The wallet as the tools see it: the usable wallets by name and `select` (which loads the kit and connects). */
const select = jest.fn();
const clearError = jest.fn();

function Page() {
  const connect = useSolanaConnect();
  return (
    <>
      <section id={SOLANA_WALLET_PANEL_ID} tabIndex={-1}>
        <button type="button">Connect Phantom</button>
      </section>
      <button type="button" onClick={connect}>
        Connect wallet to send
      </button>
    </>
  );
}

function renderWith(wallets: string[]) {
  return render(
    <SolanaWalletContext.Provider value={{ ...NO_WALLET, wallets, select, clearError }}>
      <Page />
    </SolanaWalletContext.Provider>,
  );
}

beforeEach(() => {
  select.mockClear();
  clearError.mockClear();
});

describe('useSolanaConnect: the wallet asked for at signing', () => {
  it('connects the one wallet the browser has, at once', () => {
    renderWith(['Phantom']);
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to send' }));
    expect(clearError).toHaveBeenCalled();
    expect(select).toHaveBeenCalledWith('Phantom');
  });

  it('brings the wallet choices to the user when there are several (or none)', () => {
    renderWith(['Phantom', 'Solflare']);
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to send' }));
    expect(select).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Phantom' }));
  });
});
