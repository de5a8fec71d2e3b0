'use client';

import {
  isWalletInfoCurrentlyInjected,
  type SendTransactionRequest,
  TonConnectUIProvider,
  useTonConnectUI,
  useTonWallet,
  type Wallet,
} from '@tonconnect/ui-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type TonWalletSession, walletFailure } from './ton-wallet-session';
import { sessionMaxMessages, walletVersionOf } from './wallet-version';

/**
 * TON Connect UI (@tonconnect/ui-react), loaded only when a TON page asks for a wallet (components/wallet/ton's
 * panel imports it through next/dynamic): the wallets injected in the page (a wallet's browser extension or in-app
 * browser, TON Connect's JS bridge) as buttons, every other wallet through TON Connect's own modal (QR code, links),
 * and the connected wallet handed to the page as a TonWalletSession. TON Connect restores an earlier connection
 * from localStorage by itself.
 */
export interface TonConnectKitProps {
  manifestUrl: string;
  onSession: (session: TonWalletSession | null) => void;
  onError: (error: unknown) => void;
}

export default function TonConnectKit(props: TonConnectKitProps) {
  return (
    // TON Connect's own telemetry stays off: nothing about the user's wallet leaves the page but to the wallet.
    <TonConnectUIProvider manifestUrl={props.manifestUrl} analytics={{ mode: 'off' }}>
      <KitChoices {...props} />
    </TonConnectUIProvider>
  );
}

function sessionOf(wallet: Wallet, ui: ReturnType<typeof useTonConnectUI>[0]): TonWalletSession {
  const version = walletVersionOf(wallet.account.address, wallet.account.publicKey);
  return {
    address: wallet.account.address,
    name: wallet.device.appName,
    version,
    maxMessages: sessionMaxMessages(wallet.device.features, version),
    async send(transaction) {
      try {
        const answer = await ui.sendTransaction(transaction as SendTransactionRequest, {
          modals: ['before'],
          notifications: [],
        });
        return answer.boc;
      } catch (error) {
        throw walletFailure(error);
      }
    },
    disconnect: () => void ui.disconnect().catch(() => undefined),
  };
}

interface InjectedChoice {
  name: string;
  jsBridgeKey: string;
}

/** The wallets injected in the page by TON Connect's JS bridge (`window[key].tonconnect` with its walletInfo). */
function injectedInPage(): InjectedChoice[] {
  const found: InjectedChoice[] = [];
  for (const [jsBridgeKey, value] of Object.entries(window)) {
    try {
      const name = (value as { tonconnect?: { walletInfo?: { name?: unknown } } } | null)?.tonconnect?.walletInfo?.name;
      if (typeof name === 'string' && name) found.push({ name, jsBridgeKey });
    } catch {
      // A window property that throws on access (cross-origin frames) is no wallet.
    }
  }
  return found;
}

function KitChoices({ onSession, onError }: TonConnectKitProps) {
  const t = useTranslations('tonWallet');
  const [ui] = useTonConnectUI();
  const wallet = useTonWallet();
  const [injected, setInjected] = useState<InjectedChoice[]>(injectedInPage);

  // TON Connect's list adds the wallets it knows by name (from its remote list, which may be slow or blocked): the
  // wallets injected in the page are shown at once, from the page itself.
  useEffect(() => {
    let isCurrent = true;
    void ui
      .getWallets()
      .then((list) => {
        if (!isCurrent) return;
        const known = list
          .filter(isWalletInfoCurrentlyInjected)
          .map(({ name, jsBridgeKey }) => ({ name, jsBridgeKey }));
        setInjected((current) => [
          ...current,
          ...known.filter((wallet) => !current.some((seen) => seen.jsBridgeKey === wallet.jsBridgeKey)),
        ]);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [ui]);

  useEffect(() => {
    onSession(wallet ? sessionOf(wallet, ui) : null);
  }, [wallet, ui, onSession]);

  if (wallet) return null;
  return (
    <div className="solana-wallet__choices" data-testid="ton-wallet-choices">
      {injected.map((candidate) => (
        <button
          key={candidate.jsBridgeKey}
          type="button"
          className="button"
          onClick={() => {
            try {
              ui.connector.connect({ jsBridgeKey: candidate.jsBridgeKey });
            } catch (error) {
              onError(walletFailure(error));
            }
          }}
        >
          {t('connectWith', { wallet: candidate.name })}
        </button>
      ))}
      <button
        type="button"
        className="button account-button--secondary"
        onClick={() => void ui.openModal().catch(onError)}
      >
        {t('otherWallets')}
      </button>
    </div>
  );
}
