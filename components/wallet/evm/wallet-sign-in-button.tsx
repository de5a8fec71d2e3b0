'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { ConnectedWallet } from './connected-wallet';
import { recordSignedInUser } from './record-signed-in-user';
import { useSiweSignIn } from './use-siwe-sign-in';
import { WalletFlowFeedback } from './wallet-flow-feedback';
import { walletPhaseKey } from './wallet-phase-label';

export interface WalletSignInButtonProps {
  locale: Locale;
  onSignedIn?: (user: UserInfo) => void;
  /** Runs the sign-in once on mount (the click happened before the wallet kit was loaded). */
  isAutoStarted?: boolean;
}

/** "Sign in with wallet": one click connects (if needed), asks for the signature and signs the user in. */
export function WalletSignInButton({ locale, onSignedIn, isAutoStarted }: WalletSignInButtonProps) {
  const t = useTranslations('wallet');
  const queryClient = useQueryClient();
  const { signIn, phase, isBusy, feedback, address, isConnected } = useSiweSignIn(locale);

  const onClick = async () => {
    const user = await signIn();
    if (!user) return;
    recordSignedInUser(queryClient, user);
    onSignedIn?.(user);
  };

  // The latest onClick, so the mount effect below needs no dependencies and runs once (also under StrictMode).
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  const hasAutoStarted = useRef(false);
  useEffect(() => {
    if (!isAutoStarted || hasAutoStarted.current) return;
    hasAutoStarted.current = true;
    void onClickRef.current();
  }, [isAutoStarted]);

  return (
    <div className="wallet-sign-in">
      <button type="button" className="button wallet-button" onClick={onClick} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? t(walletPhaseKey(phase, 'verifying')) : t('signIn')}
      </button>
      <p className="wallet-hint">{t('signInHint')}</p>
      {isConnected && address && <ConnectedWallet address={address} isDisabled={isBusy} />}
      <WalletFlowFeedback feedback={feedback} />
    </div>
  );
}
