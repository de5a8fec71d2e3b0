'use client';

import { useTranslations } from 'next-intl';
import { walletChainFor } from '@/components/tools/evm/provider-wallet/wallet-chain';
import type { ProviderWallet } from '@/components/tools/evm/provider-wallet/wallet-handle';
import { addChain, switchChain } from '@/components/tools/evm/provider-wallet/wallet-requests';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { useWalletAction } from './wallet-action';

export interface WalletPanelProps {
  locale: Locale;
  read: ReadClient;
  wallet: ProviderWallet | null;
  onConnect: () => void;
}

/** The picked chain as a wallet adds it (EIP-3085): its id, coin, RPC and explorer; add it, or switch to it. */
export function NetworkPanel({ locale, read, wallet, onConnect }: WalletPanelProps) {
  const t = useTranslations('metamaskHelper.network');
  const chain = walletChainFor(read.chainId, read.url);
  const action = useWalletAction();
  const isConnected = wallet?.status === 'connected';
  const isOnChain = wallet?.chainId === read.chainId;
  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <dl className="tx-tool__facts">
        <div className="tx-tool__fact">
          <dt>{t('name')}</dt>
          <dd>{chain.name}</dd>
        </div>
        <div className="tx-tool__fact">
          <dt>{t('chainId')}</dt>
          <dd>{chain.chainId}</dd>
        </div>
        <div className="tx-tool__fact">
          <dt>{t('currency')}</dt>
          <dd>
            {chain.nativeSymbol} ({chain.nativeDecimals})
          </dd>
        </div>
        <div className="tx-tool__fact">
          <dt>{t('rpc')}</dt>
          <dd className="send-token__mono">{chain.rpcUrl}</dd>
        </div>
        {chain.explorerUrl && (
          <div className="tx-tool__fact">
            <dt>{t('explorer')}</dt>
            <dd className="send-token__mono">{chain.explorerUrl}</dd>
          </div>
        )}
      </dl>
      <div className="send-token__row">
        {!isConnected ? (
          <button type="button" className="button" onClick={onConnect}>
            {t('connect')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button"
              disabled={action.isBusy}
              onClick={() =>
                void action.run(async () => {
                  if (wallet) await addChain(await wallet.provider(), chain);
                  return t('added', { chain: chain.name });
                })
              }
            >
              {t('add', { chain: chain.name })}
            </button>
            <button
              type="button"
              className="button account-button--secondary"
              disabled={action.isBusy || isOnChain}
              onClick={() =>
                void action.run(async () => {
                  if (wallet) await switchChain(await wallet.provider(), chain);
                  return t('switched', { chain: chain.name });
                })
              }
            >
              {isOnChain ? t('onChain', { chain: chain.name }) : t('switch', { chain: chain.name })}
            </button>
          </>
        )}
      </div>
      {action.isBusy && <p role="status">{t('confirm')}</p>}
      {action.done && <p role="status">{action.done}</p>}
      {action.error !== null && (
        <p className="account-field__error" role="alert">
          {t('error', { message: localizeError(action.error, locale) })}
        </p>
      )}
    </section>
  );
}
