'use client';

import dynamic from 'next/dynamic';
import type { UserInfo } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { WalletSignInLoading } from './wallet-sign-in-loading';

/** The wallet kit is fetched only here, in the browser, so no other page ships it and the server never renders it. */
const WalletSignIn = dynamic(() => import('@/components/wallet/evm/wallet-sign-in'), {
  ssr: false,
  loading: WalletSignInLoading,
});

interface WalletSignInSlotProps {
  locale: Locale;
  onSignedIn: (user: UserInfo) => void;
}

/** The EVM wallet sign-in of the login page (its texts come from the "wallet" namespace the page passes down). */
export function WalletSignInSlot({ locale, onSignedIn }: WalletSignInSlotProps) {
  return (
    <div className="account-wallet-slot">
      <WalletSignIn locale={locale} onSignedIn={onSignedIn} />
    </div>
  );
}
