'use client';

import { useTranslations } from 'next-intl';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { ChainTarget } from '../key-batch/chain';
import { useWalletChainSwitch, WalletPanelFrame } from '../send-token/wallet-panel';
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
  const { isSwitching, switchError, switchTo } = useWalletChainSwitch(wallet);
  return (
    <WalletPanelFrame
      namespace="approveWallet"
      connectKey="connect"
      wallet={wallet}
      isLoading={isLoading}
      onConnect={onConnect}
    >
      {(connected) =>
        target !== undefined &&
        connected.chainId !== target.chainId && (
          <div className="account-alert account-alert--notice" role="status">
            <p>{t('otherChain', { chain: target.name })}</p>
            <button
              type="button"
              className="button button--small"
              disabled={isSwitching}
              onClick={() => void switchTo(target.chainId, target.isCustom ? target.rpcUrl : undefined)}
            >
              {t('switch', { chain: target.name })}
            </button>
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
