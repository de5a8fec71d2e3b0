'use client';

import { useWallet } from '@solana/wallet-adapter-react';
import { useLocale, useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { useSolanaWalletError } from './solana-wallet-provider';
import { SOLANA_WALLET_PANEL_ID, USABLE_WALLET_STATES } from './use-solana-connect';

/** Connect a detected Solana wallet, see which address is connected, disconnect. */
export function SolanaWalletPanel() {
  const t = useTranslations('solanaWallet');
  const locale = useLocale() as Locale;
  const { wallets, wallet, publicKey, connecting, connected, select, disconnect } = useWallet();
  const { error, clear } = useSolanaWalletError();
  const usable = wallets.filter((candidate) => USABLE_WALLET_STATES.has(candidate.readyState));

  if (connected && publicKey) {
    const address = publicKey.toBase58();
    return (
      <section className="solana-wallet" aria-label={t('legend')}>
        <p className="solana-wallet__row">
          <span data-testid="solana-wallet-address" data-address={address} title={address}>
            {t('connected', { wallet: wallet?.adapter.name ?? '', address: shortenAddress(address) })}
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
      <p className="account-card__muted">{usable.length > 0 ? t('connectHint') : t('noWallet')}</p>
      <div className="solana-wallet__choices">
        {usable.map((candidate) => (
          <button
            key={candidate.adapter.name}
            type="button"
            className="button"
            disabled={connecting}
            onClick={() => {
              clear();
              select(candidate.adapter.name);
            }}
          >
            {connecting && wallet?.adapter.name === candidate.adapter.name
              ? t('connecting')
              : t('connectWith', { wallet: candidate.adapter.name })}
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
