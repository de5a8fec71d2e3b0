'use client';

import { useTranslations } from 'next-intl';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { Locale } from '@/lib/i18n/config';
import type { ProviderWalletState } from './use-provider-wallet';
import type { ProviderWallet } from './wallet-handle';

export interface WalletBarProps {
  wallet: ProviderWallet | null;
  isLoading: boolean;
  onConnect: () => void;
  /** What the page can do without a wallet, said before one is connected. */
  idleText: string;
}

/** The wallet, needed only to sign or to ask the wallet something: connect, the account connected, disconnect. */
export function WalletBar({ wallet, isLoading, onConnect, idleText }: WalletBarProps) {
  const t = useTranslations('evmWallet');
  if (wallet?.status !== 'connected' || !wallet.address) {
    const isBusy = isLoading || wallet?.status === 'connecting';
    return (
      <section className="send-token__panel" aria-label={t('legend')}>
        <p className="account-card__muted">
          {isBusy ? t('loading') : idleText}{' '}
          {!isBusy && (
            <button type="button" className="wallet-link-button" onClick={onConnect}>
              {t('connect')}
            </button>
          )}
        </p>
      </section>
    );
  }
  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <p className="send-token__row">
        <span data-address={wallet.address}>
          {t('connected', { address: shortenAddress(wallet.address), chainId: String(wallet.chainId ?? '') })}
        </span>
        <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
          {t('disconnect')}
        </button>
      </p>
    </section>
  );
}

interface ProviderToolHeadProps {
  locale: Locale;
  title: string;
  intro: string;
  /** What the page can do without a wallet (the wallet bar's text before one is connected). */
  idleText: string;
  wallet: ProviderWalletState;
  endpoint: RpcEndpoint;
}

/** A single-wallet tool's top: title and intro, the wallet kit once wanted, the wallet bar and the chain picked. */
export function ProviderToolHead({ locale, title, intro, idleText, wallet, endpoint }: ProviderToolHeadProps) {
  return (
    <>
      <header>
        <h1>{title}</h1>
        <p className="account-card__muted">{intro}</p>
      </header>
      {wallet.bridge}
      <WalletBar
        wallet={wallet.wallet}
        isLoading={wallet.isLoading}
        onConnect={wallet.requestConnect}
        idleText={idleText}
      />
      <ChainPicker endpoint={endpoint} locale={locale} />
    </>
  );
}
