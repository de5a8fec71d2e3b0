'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EvmWallet } from '@/components/tools/evm/send-token/wallet-handle';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';

export interface PublishWalletPanelProps {
  locale: Locale;
  /** Null until the wallet kit has loaded (on the first connect click). */
  wallet: EvmWallet | null;
  isLoading: boolean;
  /** The chain picked (undefined while its RPC is not ready). */
  chainId: number | undefined;
  chainName: string;
  /** The user's RPC of a custom chain, for a wallet that has to add the chain first. */
  customRpcUrl: string | undefined;
  onConnect: () => void;
}

/** The wallet, needed only to sign: its account, and a switch when it is on another chain than the one picked. */
export function PublishWalletPanel(props: PublishWalletPanelProps) {
  const { locale, wallet, isLoading, chainId, chainName, customRpcUrl, onConnect } = props;
  const t = useTranslations('tokenPublish.wallet');
  const [isSwitching, setIsSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<unknown>(null);

  if (wallet?.status !== 'connected' || !wallet.address) {
    const isBusy = isLoading || wallet?.status === 'connecting';
    return (
      <section className="send-token__panel send-token__wallet" aria-label={t('legend')}>
        <p className="account-card__muted">
          {isBusy ? t('loading') : t('notConnected')}{' '}
          {!isBusy && (
            <button type="button" className="wallet-link-button" onClick={onConnect}>
              {t('connectNow')}
            </button>
          )}
        </p>
      </section>
    );
  }

  async function switchWallet(target: number) {
    if (!wallet) return;
    setSwitchError(null);
    setIsSwitching(true);
    try {
      await wallet.switchChain(target, customRpcUrl);
    } catch (error) {
      if (!isUserRejection(error)) setSwitchError(error);
    } finally {
      setIsSwitching(false);
    }
  }

  const isOtherChain = chainId !== undefined && wallet.chainId !== chainId;
  return (
    <section className="send-token__panel send-token__wallet" aria-label={t('legend')}>
      <p className="send-token__row">
        <span data-address={wallet.address}>{t('connected', { address: shortenAddress(wallet.address) })}</span>
        <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
          {t('disconnect')}
        </button>
      </p>
      {isOtherChain && chainId !== undefined && (
        <div className="account-alert account-alert--notice" role="status" data-wallet-chain={wallet.chainId}>
          <p>{t('otherChain', { walletChain: String(wallet.chainId ?? '?'), chain: chainName })}</p>
          <button
            type="button"
            className="button button--small"
            disabled={isSwitching}
            onClick={() => void switchWallet(chainId)}
          >
            {t('switch', { chain: chainName })}
          </button>
          {isSwitching && <p className="account-field__hint">{t('switching')}</p>}
          {switchError !== null && (
            <p className="account-field__error" role="alert">
              {t('switchError', { message: localizeError(switchError, locale) })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
