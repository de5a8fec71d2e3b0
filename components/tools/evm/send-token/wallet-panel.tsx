'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
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

/** A wallet that can be asked to move to another chain (a custom chain with its RPC, to add it first). */
interface SwitchingWallet {
  switchChain: (chainId: number, rpcUrl?: string) => Promise<void>;
}

/** Asks the wallet for another chain: busy while it answers, and why it failed (a refusal is no error). */
export function useWalletChainSwitch(wallet: SwitchingWallet | null) {
  const [isSwitching, setIsSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<unknown>(null);
  async function switchTo(...args: Parameters<SwitchingWallet['switchChain']>) {
    if (!wallet) return;
    setSwitchError(null);
    setIsSwitching(true);
    try {
      await wallet.switchChain(...args);
    } catch (error) {
      if (!isUserRejection(error)) setSwitchError(error);
    } finally {
      setIsSwitching(false);
    }
  }
  return { isSwitching, switchError, switchTo };
}

interface PanelWallet {
  status: 'connected' | 'connecting' | 'disconnected';
  address: string | undefined;
  disconnect: () => void;
}

interface WalletPanelFrameProps<W extends PanelWallet> {
  /** The tool's wallet texts: legend, loading, notConnected, the connect link's, connected ({address}), disconnect. */
  namespace: 'batchSendToken.wallet' | 'approveWallet' | 'tokenPublish.wallet';
  connectKey: 'connectNow' | 'connect';
  wallet: W | null;
  isLoading: boolean;
  onConnect: () => void;
  /** What follows the connected account (e.g. a switch to the batch's chain). */
  children: (wallet: W & { address: string }) => ReactNode;
}

/**
 * The wallet, needed only to sign: a connect link before that (or that it is loading); connected, its account, a
 * disconnect link and what the tool adds.
 */
export function WalletPanelFrame<W extends PanelWallet>(props: WalletPanelFrameProps<W>) {
  const { wallet, isLoading, onConnect, children } = props;
  const t = useTranslations(props.namespace);
  if (wallet?.status !== 'connected' || !wallet.address) {
    const isBusy = isLoading || wallet?.status === 'connecting';
    return (
      <section className="send-token__panel send-token__wallet" aria-label={t('legend')}>
        <p className="account-card__muted">
          {isBusy ? t('loading') : t('notConnected')}{' '}
          {!isBusy && (
            <button type="button" className="wallet-link-button" onClick={onConnect}>
              {t(props.connectKey)}
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
      {children(wallet as W & { address: string })}
    </section>
  );
}

/** Switches the wallet to the batch's chain, or the batch to the wallet's chain; says why a switch failed. */
function ChainMismatch({ locale, wallet, endpoint }: { locale: Locale; wallet: EvmWallet; endpoint: RpcEndpoint }) {
  const t = useTranslations('batchSendToken.wallet');
  const { isSwitching, switchError, switchTo } = useWalletChainSwitch(wallet);
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

  // A custom chain comes with its RPC, for a wallet that has to add it first.
  const switchWallet = (to: number) =>
    typeof endpoint.choice === 'number' ? switchTo(to) : switchTo(to, endpoint.rpcUrl);

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
  return (
    <WalletPanelFrame
      namespace="batchSendToken.wallet"
      connectKey="connectNow"
      wallet={wallet}
      isLoading={isLoading}
      onConnect={onConnect}
    >
      {(connected) => <ChainMismatch locale={locale} wallet={connected} endpoint={endpoint} />}
    </WalletPanelFrame>
  );
}
