'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/client/user/display-name';
import { friendlyWalletAddress } from './friendly-address';
import { TonWalletError } from './ton-wallet-session';
import type { TonWalletState } from './use-ton-wallet';

const TonConnectKit = dynamic(() => import('./ton-connect-kit'), { ssr: false });

/** The manifest TON Connect shows wallets (app/tonconnect-manifest.json/route.ts), on this site's origin. */
export const TON_CONNECT_MANIFEST_PATH = '/tonconnect-manifest.json';

/** Connect a TON wallet (TON Connect, loaded on the first click), see the address, disconnect. */
export function TonWalletPanel({ wallet }: { wallet: TonWalletState }) {
  const t = useTranslations('tonWallet');
  const { session, isKitRequested, error } = wallet;
  const reason = error instanceof TonWalletError ? error.reason : error ? 'failed' : null;
  return (
    <section className="solana-wallet" aria-label={t('legend')}>
      {session ? (
        <p className="solana-wallet__row">
          <span data-testid="ton-wallet-address" data-address={session.address} title={session.address}>
            {t('connected', {
              wallet: session.name,
              address: shortenAddress(friendlyWalletAddress(session.address)),
              version: session.version,
              messages: session.maxMessages,
            })}
          </span>
          <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
            {t('disconnect')}
          </button>
        </p>
      ) : (
        <>
          <h2>{t('legend')}</h2>
          <p className="account-card__muted">{t('connectHint')}</p>
          {!isKitRequested && (
            <button type="button" className="button" data-testid="ton-wallet-connect" onClick={wallet.requestKit}>
              {t('connect')}
            </button>
          )}
        </>
      )}
      {isKitRequested && !wallet.isOverridden && (
        <TonConnectKit
          manifestUrl={new URL(TON_CONNECT_MANIFEST_PATH, window.location.origin).toString()}
          onSession={wallet.setSession}
          onError={wallet.setError}
        />
      )}
      {reason && (
        <p className="wallet-feedback wallet-feedback--error" role="alert">
          {t(`errors.${reason}`)}
        </p>
      )}
    </section>
  );
}
