'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useAccount, useDisconnect, useSwitchChain } from 'wagmi';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { chainName, SEND_CHAIN_IDS } from './send-chains';

/** Connect (RainbowKit's modal), see the account, and pick the chain: the tool always runs on the wallet's chain. */
export function WalletPanel({ locale }: { locale: Locale }) {
  const t = useTranslations('batchSendToken.wallet');
  const id = useId();
  const { address, chainId, status } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { switchChainAsync, isPending: isSwitching } = useSwitchChain();
  const { disconnect } = useDisconnect();
  const [switchError, setSwitchError] = useState<unknown>(null);

  if (status !== 'connected' || !address) {
    const isConnecting = status === 'connecting' || status === 'reconnecting';
    return (
      <section className="send-token__panel" aria-label={t('legend')}>
        <h2>{t('legend')}</h2>
        <p className="account-card__muted">{t('connectHint')}</p>
        <button type="button" className="button send-token__button" onClick={openConnectModal} disabled={isConnecting}>
          {isConnecting ? t('connecting') : t('connect')}
        </button>
      </section>
    );
  }

  const isSupported = chainId !== undefined && SEND_CHAIN_IDS.includes(chainId);
  async function switchTo(target: number) {
    setSwitchError(null);
    try {
      await switchChainAsync({ chainId: target });
    } catch (error) {
      if (!isUserRejection(error)) setSwitchError(error);
    }
  }

  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <p className="send-token__row">
        <span data-address={address}>{t('connected', { address: shortenAddress(address) })}</span>
        <button type="button" className="wallet-link-button" onClick={() => disconnect()}>
          {t('disconnect')}
        </button>
      </p>
      <div className="account-field">
        <label htmlFor={`${id}-chain`} className="account-field__label">
          {t('chain')}
        </label>
        <select
          id={`${id}-chain`}
          className="account-field__input send-token__select"
          value={isSupported ? String(chainId) : ''}
          disabled={isSwitching}
          onChange={(event) => void switchTo(Number(event.target.value))}
        >
          {!isSupported && (
            <option value="" disabled>
              {t('chooseChain')}
            </option>
          )}
          {SEND_CHAIN_IDS.map((supported) => (
            <option key={supported} value={String(supported)}>
              {chainName(supported)}
            </option>
          ))}
        </select>
        <p className="account-field__hint">{t('chainHint')}</p>
        {!isSupported && (
          <p className="account-field__error" role="alert">
            {t('unsupported', { chainId: chainId ?? 0 })}
          </p>
        )}
        {isSwitching && (
          <p className="account-field__hint" role="status">
            {t('switching')}
          </p>
        )}
        {switchError !== null && (
          <p className="account-field__error" role="alert">
            {t('switchError', { message: localizeError(switchError, locale) })}
          </p>
        )}
      </div>
    </section>
  );
}
