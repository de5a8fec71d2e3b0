'use client';

import { useTranslations } from 'next-intl';
import type { EvmWallet } from '@/components/tools/evm/send-token/wallet-handle';
import { useWalletChainSwitch, WalletPanelFrame } from '@/components/tools/evm/send-token/wallet-panel';
import { localizeError } from '@/lib/errors';
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
  const { isSwitching, switchError, switchTo } = useWalletChainSwitch(wallet);
  return (
    <WalletPanelFrame
      namespace="tokenPublish.wallet"
      connectKey="connectNow"
      wallet={wallet}
      isLoading={isLoading}
      onConnect={onConnect}
    >
      {(connected) =>
        chainId !== undefined &&
        connected.chainId !== chainId && (
          <div className="account-alert account-alert--notice" role="status" data-wallet-chain={connected.chainId}>
            <p>{t('otherChain', { walletChain: String(connected.chainId ?? '?'), chain: chainName })}</p>
            <button
              type="button"
              className="button button--small"
              disabled={isSwitching}
              onClick={() => void switchTo(chainId, customRpcUrl)}
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
        )
      }
    </WalletPanelFrame>
  );
}
