'use client';

import {
  isWalletInfoCurrentlyInjected,
  type SendTransactionRequest,
  TonConnectUIProvider,
  useTonConnectUI,
  useTonWallet,
  type Wallet,
  type WalletInfoCurrentlyInjected,
} from '@tonconnect/ui-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { sessionMaxMessages, type TonWalletSession, walletFailure, walletVersionOf } from './ton-wallet-session';

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

function KitChoices({ onSession, onError }: TonConnectKitProps) {
  const t = useTranslations('tonWallet');
  const [ui] = useTonConnectUI();
  const wallet = useTonWallet();
  const [injected, setInjected] = useState<WalletInfoCurrentlyInjected[]>([]);

  useEffect(() => {
    let isCurrent = true;
    void ui
      .getWallets()
      .then((list) => isCurrent && setInjected(list.filter(isWalletInfoCurrentlyInjected)))
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
