'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { ConnectedWallet } from './connected-wallet';
import { recordSignedInUser } from './record-signed-in-user';
import { useBindWalletAddress } from './use-bind-wallet-address';
import { WalletFlowFeedback } from './wallet-flow-feedback';
import { walletPhaseKey } from './wallet-phase-label';

export interface BindWalletAddressPanelProps {
  locale: Locale;
  /** Where "Back to your account" goes once the wallet is linked. */
  accountHref: string;
}

/** The page needs a wallet (catalogue flag needWallet): connect first, then sign to link the connected address. */
export function BindWalletAddressPanel({ locale, accountHref }: BindWalletAddressPanelProps) {
  const t = useTranslations('wallet');
  const queryClient = useQueryClient();
  const { openConnectModal } = useConnectModal();
  const { bind, phase, isBusy, feedback, address, isConnected } = useBindWalletAddress(locale);
  const [linkedAddress, setLinkedAddress] = useState<string | null>(null);

  const onLink = async () => {
    const user = await bind();
    if (!user) return;
    recordSignedInUser(queryClient, user);
    setLinkedAddress(user.address ?? address ?? '');
  };

  if (linkedAddress !== null) {
    return (
      <div className="wallet-bind">
        <p className="wallet-feedback wallet-feedback--success" role="status">
          {t('bind.linked', { address: linkedAddress })}
        </p>
        <Link className="button" href={accountHref}>
          {t('bind.backToAccount')}
        </Link>
      </div>
    );
  }

  if (!isConnected || !address) {
    return (
      <div className="wallet-bind">
        <p>{t('bind.connectFirst')}</p>
        <button type="button" className="button wallet-button" onClick={openConnectModal} disabled={!openConnectModal}>
          {t('connect')}
        </button>
        <WalletFlowFeedback feedback={feedback} />
      </div>
    );
  }

  return (
    <div className="wallet-bind">
      <ConnectedWallet address={address} isDisabled={isBusy} />
      <button type="button" className="button wallet-button" onClick={onLink} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? t(walletPhaseKey(phase, 'binding')) : t('bind.linkButton')}
      </button>
      <WalletFlowFeedback feedback={feedback} />
    </div>
  );
}
