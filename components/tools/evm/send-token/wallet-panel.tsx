'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { chainName, SEND_CHAIN_IDS } from './send-chains';
import type { EvmWallet } from './wallet-handle';

export interface WalletPanelProps {
  locale: Locale;
  /** Null until the wallet kit has loaded (it loads on the first connect click). */
  wallet: EvmWallet | null;
  isLoading: boolean;
  /** The chain picked for the batch: a wallet on another chain is offered to switch. */
  endpoint: RpcEndpoint;
  onConnect: () => void;
}

/** Switches the wallet to the batch's chain, or the batch to the wallet's chain; says why a switch failed. */
function ChainMismatch({ locale, wallet, endpoint }: { locale: Locale; wallet: EvmWallet; endpoint: RpcEndpoint }) {
  const t = useTranslations('batchSendToken.wallet');
  const [isSwitching, setIsSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<unknown>(null);
  // A registry chain, or a custom chain once its RPC has told its id.
  const target =
    typeof endpoint.choice === 'number'
      ? endpoint.choice
      : endpoint.status.kind === 'ready'
        ? endpoint.status.chainId
        : undefined;
  if (target === undefined || wallet.chainId === undefined || wallet.chainId === target) return null;
  const walletChain = wallet.chainId;
  const isSupported = SEND_CHAIN_IDS.includes(walletChain);

  async function switchWallet(to: number) {
    setSwitchError(null);
    setIsSwitching(true);
    try {
      // A custom chain comes with its RPC, for a wallet that has to add it first.
      if (typeof endpoint.choice === 'number') await wallet.switchChain(to);
      else await wallet.switchChain(to, endpoint.rpcUrl);
    } catch (error) {
      if (!isUserRejection(error)) setSwitchError(error);
    } finally {
      setIsSwitching(false);
    }
  }

  return (
    <div className="account-alert account-alert--notice" role="status" data-wallet-chain={walletChain}>
      <p>
        {isSupported
          ? t('otherChain', { walletChain: chainName(walletChain), chain: chainName(target) })
          : t('unsupported', { chainId: walletChain, chain: chainName(target) })}
      </p>
      <div className="send-token__row">
        <button
          type="button"
          className="button button--small"
          disabled={isSwitching}
          onClick={() => void switchWallet(target)}
        >
          {t('switch', { chain: chainName(target) })}
        </button>
        {isSupported && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            disabled={isSwitching}
            onClick={() => endpoint.select(walletChain)}
          >
            {t('useWalletChain', { chain: chainName(walletChain) })}
          </button>
        )}
      </div>
      {isSwitching && <p className="account-field__hint">{t('switching')}</p>}
      {switchError !== null && (
        <p className="account-field__error" role="alert">
          {t('switchError', { message: localizeError(switchError, locale) })}
        </p>
      )}
    </div>
  );
}

/**
 * The wallet, which is needed only to sign: before that, the page says the batch can be set up without it (and offers
 * to connect now, to see the balances); connected, its account and, on another chain than the batch's, a switch.
 */
export function WalletPanel({ locale, wallet, isLoading, endpoint, onConnect }: WalletPanelProps) {
  const t = useTranslations('batchSendToken.wallet');
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
  return (
    <section className="send-token__panel send-token__wallet" aria-label={t('legend')}>
      <p className="send-token__row">
        <span data-address={wallet.address}>{t('connected', { address: shortenAddress(wallet.address) })}</span>
        <button type="button" className="wallet-link-button" onClick={wallet.disconnect}>
          {t('disconnect')}
        </button>
      </p>
      <ChainMismatch locale={locale} wallet={wallet} endpoint={endpoint} />
    </section>
  );
}
