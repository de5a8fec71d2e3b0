/** @jest-environment jsdom */
import { PublicKey } from '@solana/web3.js';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import en from '@/messages/en.json';
import type { SolanaWalletKitProps } from './solana-wallet-kit';
import { SolanaWalletPanel } from './solana-wallet-panel';
import { SOLANA_WALLET_STORAGE_KEY, SolanaWalletProvider } from './solana-wallet-provider';
import { NO_WALLET } from './wallet-context';

/**
 * The wallet kit (wallet-adapter-react) is fetched on the first connect, not with the page (issue 13 point 10). The
 * kit stands in here: it records that it was loaded, and once loaded connects the wallet picked before it came.
 */
const kitProps: SolanaWalletKitProps[] = [];
const OWNER = new PublicKey('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T');

jest.mock('./solana-wallet-kit', () => ({
  __esModule: true,
  default: function FakeKit(props: SolanaWalletKitProps) {
    kitProps.push(props);
    const { pendingName, onPendingDone, onChange } = props;
    useEffect(() => {
      if (pendingName === null) return;
      onPendingDone();
      onChange({
        ...NO_WALLET,
        isKitLoaded: true,
        wallets: [pendingName],
        walletName: pendingName,
        publicKey: OWNER,
        connected: true,
      });
    }, [pendingName, onPendingDone, onChange]);
    return null;
  },
}));

/** A Wallet Standard wallet announcing itself, as Phantom's extension does (now, or when it loads after the page). */
function registerWallet(name: string, features: string[]) {
  const wallet = { name, features: Object.fromEntries(features.map((feature) => [feature, {}])) };
  const callback = ({ register }: { register: (wallet: unknown) => void }) => register(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}
const SOLANA_FEATURES = ['standard:connect', 'standard:events', 'solana:signTransaction'];

function renderPanel() {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SolanaWalletProvider endpoint="http://127.0.0.1:8899">
        <SolanaWalletPanel />
      </SolanaWalletProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  kitProps.length = 0;
  window.localStorage.clear();
});

describe('SolanaWalletProvider: the wallet kit loads on connect', () => {
  it('lists the Solana wallets of the browser without loading the kit', async () => {
    renderPanel();
    act(() => {
      registerWallet('Phantom', SOLANA_FEATURES);
      registerWallet('An EVM wallet', ['standard:connect', 'standard:events']);
    });
    expect(await screen.findByRole('button', { name: 'Connect Phantom' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect An EVM wallet' })).toBeNull();
    expect(kitProps).toHaveLength(0);
  });

  it('loads the kit when a wallet is picked, and the kit connects that wallet', async () => {
    renderPanel();
    act(() => registerWallet('Phantom', SOLANA_FEATURES));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Phantom' }));
    const address = await screen.findByTestId('solana-wallet-address');
    expect(address).toHaveAttribute('data-address', OWNER.toBase58());
    expect(kitProps[0]).toMatchObject({ endpoint: 'http://127.0.0.1:8899', pendingName: 'Phantom' });
  });

  it('loads the kit at once to reconnect a wallet chosen on an earlier visit', async () => {
    window.localStorage.setItem(SOLANA_WALLET_STORAGE_KEY, JSON.stringify('Phantom'));
    renderPanel();
    await screen.findByRole('heading', { name: 'Solana wallet' });
    await act(async () => {});
    expect(kitProps.length).toBeGreaterThan(0);
    expect(kitProps[0].pendingName).toBeNull();
  });

  it('says no wallet was found when none announces itself', async () => {
    renderPanel();
    expect(await screen.findByText(en.solanaWallet.noWallet)).toBeInTheDocument();
    expect(kitProps).toHaveLength(0);
  });
});
