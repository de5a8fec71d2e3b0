'use client';

import { useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { AptosWalletState } from './use-aptos-wallet';
import { AptosWalletError } from './wallet-error';

/** Connect a detected Aptos wallet (AIP-62), see the address, disconnect. */
export function AptosWalletPanel({ wallet }: { wallet: AptosWalletState }) {
  const t = useTranslations('aptosWallet');
  const { wallets, connected, isConnecting, error } = wallet;
  if (connected) {
    return (
      <section className="solana-wallet" aria-label={t('legend')}>
        <p className="solana-wallet__row">
          <span data-testid="aptos-wallet-address" data-address={connected.address} title={connected.address}>
            {t('connected', { wallet: connected.wallet, address: shortenAddress(connected.address) })}
          </span>
          <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
            {t('disconnect')}
          </button>
        </p>
      </section>
    );
  }
  const reason = error instanceof AptosWalletError ? error.reason : error ? 'failed' : null;
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
          {t(`errors.${reason}`)}
        </p>
      )}
    </section>
  );
}
