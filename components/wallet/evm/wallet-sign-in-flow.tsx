'use client';

import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { EvmWalletProvider } from './evm-wallet-provider';
import { WalletSignInButton } from './wallet-sign-in-button';

export interface WalletSignInFlowProps {
  locale: Locale;
  onSignedIn?: (user: UserInfo) => void;
  /** Starts the sign-in on mount: the user already clicked the button this replaces. */
  isAutoStarted?: boolean;
}

/** The heavy half of WalletSignIn: the wallet kit and the SIWE flow (loaded on demand by wallet-sign-in.tsx). */
export function WalletSignInFlow({ locale, onSignedIn, isAutoStarted }: WalletSignInFlowProps) {
  return (
    <EvmWalletProvider locale={locale}>
      <WalletSignInButton locale={locale} onSignedIn={onSignedIn} isAutoStarted={isAutoStarted} />
    </EvmWalletProvider>
  );
}
