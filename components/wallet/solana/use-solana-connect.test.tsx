/** @jest-environment jsdom */
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { fireEvent, render, screen } from '@testing-library/react';
import { SOLANA_WALLET_PANEL_ID, useSolanaConnect } from './use-solana-connect';

/** The adapter's context as the hook reads it: the detected wallets and `select` (which connects, autoConnect on). */
const wallet = { wallets: [] as { adapter: { name: string }; readyState: WalletReadyState }[], select: jest.fn() };
jest.mock('@solana/wallet-adapter-react', () => ({ useWallet: () => wallet }));

const detected = (name: string, readyState = WalletReadyState.Installed) => ({ adapter: { name }, readyState });

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

beforeEach(() => wallet.select.mockClear());

describe('useSolanaConnect: the wallet asked for at signing', () => {
  it('connects the one wallet the browser has, at once', () => {
    wallet.wallets = [detected('Phantom'), detected('Ledger', WalletReadyState.NotDetected)];
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to send' }));
    expect(wallet.select).toHaveBeenCalledWith('Phantom');
  });

  it('brings the wallet choices to the user when there are several (or none)', () => {
    wallet.wallets = [detected('Phantom'), detected('Solflare', WalletReadyState.Loadable)];
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to send' }));
    expect(wallet.select).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Phantom' }));
  });
});
