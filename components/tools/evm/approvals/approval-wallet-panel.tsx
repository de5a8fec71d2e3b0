'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { ChainTarget } from '../key-batch/chain';
import type { ApprovalWallet } from './owner-wallet';

interface ApprovalWalletPanelProps {
  locale: Locale;
  wallet: ApprovalWallet | null;
  isLoading: boolean;
  target: ChainTarget | undefined;
  onConnect: () => void;
}

/** The wallet, needed only to sign: a connect link before that; connected, its account and a chain switch. */
export function ApprovalWalletPanel({ locale, wallet, isLoading, target, onConnect }: ApprovalWalletPanelProps) {
  const t = useTranslations('approveWallet');
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
              {t('connect')}
            </button>
          )}
        </p>
      </section>
    );
  }
  const isOtherChain = target !== undefined && wallet.chainId !== target.chainId;
  async function switchWallet() {
    if (!wallet || !target) return;
    setSwitchError(null);
    setIsSwitching(true);
    try {
      await wallet.switchChain(target.chainId, target.isCustom ? target.rpcUrl : undefined);
    } catch (error) {
      if (!isUserRejection(error)) setSwitchError(error);
    } finally {
      setIsSwitching(false);
    }
  }
  return (
    <section className="send-token__panel send-token__wallet" aria-label={t('legend')}>
      <p className="send-token__row">
        <span data-address={wallet.address}>{t('connected', { address: shortenAddress(wallet.address) })}</span>
        <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
          {t('disconnect')}
        </button>
      </p>
      {isOtherChain && target && (
        <div className="account-alert account-alert--notice" role="status">
          <p>{t('otherChain', { chain: target.name })}</p>
          <button
            type="button"
            className="button button--small"
            disabled={isSwitching}
            onClick={() => void switchWallet()}
          >
            {t('switch', { chain: target.name })}
          </button>
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
