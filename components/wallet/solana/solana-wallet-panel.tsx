'use client';

import { useLocale, useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { SOLANA_WALLET_PANEL_ID } from './use-solana-connect';
import { useSolanaWallet } from './wallet-context';

/** Connect a detected Solana wallet, see which address is connected, disconnect. */
export function SolanaWalletPanel() {
  const t = useTranslations('solanaWallet');
  const locale = useLocale() as Locale;
  const { wallets, walletName, publicKey, connecting, connected, select, disconnect, error, clearError } =
    useSolanaWallet();

  if (connected && publicKey) {
    const address = publicKey.toBase58();
    return (
      <section className="solana-wallet" aria-label={t('legend')}>
        <p className="solana-wallet__row">
          <span data-testid="solana-wallet-address" data-address={address} title={address}>
            {t('connected', { wallet: walletName ?? '', address: shortenAddress(address) })}
          </span>
          <button type="button" className="wallet-link-button" onClick={() => disconnect()}>
            {t('disconnect')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="solana-wallet" aria-label={t('legend')} id={SOLANA_WALLET_PANEL_ID} tabIndex={-1}>
      <h2>{t('legend')}</h2>
      <p className="account-card__muted">{wallets.length > 0 ? t('connectHint') : t('noWallet')}</p>
      <div className="solana-wallet__choices">
        {wallets.map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            disabled={connecting}
            onClick={() => {
              clearError();
              select(name);
            }}
          >
            {connecting && walletName === name ? t('connecting') : t('connectWith', { wallet: name })}
          </button>
        ))}
      </div>
      {error ? (
        <p className="wallet-feedback wallet-feedback--error" role="alert">
          {isUserRejection(error) ? t('rejected') : t('failed', { reason: localizeError(error, locale) })}
        </p>
      ) : null}
    </section>
  );
}
