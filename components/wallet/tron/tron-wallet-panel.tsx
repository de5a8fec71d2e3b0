'use client';

import { useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/client/user/display-name';
import { TronWalletError } from './tron-wallet';
import type { TronWalletState } from './use-tron-wallet';

/** Connect a detected Tron wallet (TronLink, TIP-1193 / TIP-6963 wallets), see the address, disconnect. */
export function TronWalletPanel({ wallet }: { wallet: TronWalletState }) {
  const t = useTranslations('tronWallet');
  const { wallets, connected, isConnecting, isDetecting, error } = wallet;
  if (connected) {
    return (
      <section className="solana-wallet" aria-label={t('legend')}>
        <p className="solana-wallet__row">
          <span data-testid="tron-wallet-address" data-address={connected.address} title={connected.address}>
            {t('connected', { wallet: connected.wallet.info.name, address: shortenAddress(connected.address) })}
          </span>
          <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
            {t('disconnect')}
          </button>
        </p>
      </section>
    );
  }
  const reason = error instanceof TronWalletError ? error.reason : error ? 'failed' : null;
  return (
    <section className="solana-wallet" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <p className="account-card__muted">{isDetecting || wallets.length > 0 ? t('connectHint') : t('noWallet')}</p>
      <div className="solana-wallet__choices">
        {wallets.map((candidate) => (
          <button
            key={candidate.info.uuid}
            type="button"
            className="button"
            disabled={isConnecting}
            onClick={() => void wallet.connect(candidate).catch(() => undefined)}
          >
            {t('connectWith', { wallet: candidate.info.name })}
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
