'use client';

import { useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/client/user/display-name';

/** What the panel needs of a family's wallet hook (Sui's, Aptos's). */
export interface StandardWalletChoice {
  /** The wallets found (Wallet Standard handshake), by name. */
  wallets: readonly string[];
  connected: { wallet: string; address: string } | null;
  isConnecting: boolean;
  error: unknown;
  connect: (wallet?: string) => Promise<unknown>;
  disconnect: () => void;
}

interface StandardWalletPanelProps {
  wallet: StandardWalletChoice;
  /** The family's texts: legend, connected, disconnect, connectHint, noWallet, connectWith, errors.<reason>. */
  namespace: 'suiWallet' | 'aptosWallet';
  /** Test id of the connected address: `<family>-wallet-address`. */
  family: string;
  /** The family's reason for an error (a key under errors), or undefined for 'failed'. */
  reasonOf: (error: unknown) => string | undefined;
}

/** Connect a detected wallet, see the address, disconnect (the families found through the Wallet Standard). */
export function StandardWalletPanel({ wallet, namespace, family, reasonOf }: StandardWalletPanelProps) {
  // The families' namespaces hold the same keys.
  const t = useTranslations(namespace as 'suiWallet');
  const { wallets, connected, isConnecting, error } = wallet;
  if (connected) {
    return (
      <section className="solana-wallet" aria-label={t('legend')}>
        <p className="solana-wallet__row">
          <span data-testid={`${family}-wallet-address`} data-address={connected.address} title={connected.address}>
            {t('connected', { wallet: connected.wallet, address: shortenAddress(connected.address) })}
          </span>
          <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
            {t('disconnect')}
          </button>
        </p>
      </section>
    );
  }
  const reason = error ? (reasonOf(error) ?? 'failed') : null;
  return (
    <section className="solana-wallet" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <p className="account-card__muted">{wallets.length > 0 ? t('connectHint') : t('noWallet')}</p>
      <div className="solana-wallet__choices">
        {wallets.map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            disabled={isConnecting}
            onClick={() => void wallet.connect(name).catch(() => undefined)}
          >
            {t('connectWith', { wallet: name })}
          </button>
        ))}
      </div>
      {reason && (
        <p className="wallet-feedback wallet-feedback--error" role="alert">
          {t(`errors.${reason}` as 'errors.failed')}
        </p>
      )}
    </section>
  );
}
