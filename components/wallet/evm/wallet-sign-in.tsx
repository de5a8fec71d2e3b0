'use client';

import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { EvmWalletProvider } from './evm-wallet-provider';
import { WalletIntlProvider } from './wallet-intl-provider';
import type { WalletMessages } from './wallet-messages';
import { WalletSignInButton } from './wallet-sign-in-button';

export interface WalletSignInProps {
  locale: Locale;
  /** Called once the session cookie and the stored user status are set. */
  onSignedIn?: (user: UserInfo) => void;
  /**
   * The "wallet" namespace, picked on the server. Optional: a NextIntlClientProvider above that includes "wallet"
   * (ClientMessages namespaces={['wallet', …]}) serves too; with neither, the locale's message file is fetched.
   */
  messages?: WalletMessages;
}

/**
 * The login page's wallet sign-in, self-contained (wallet kit, texts). Load it with
 * `dynamic(() => import('@/components/wallet/evm/wallet-sign-in'), { ssr: false })` so the wallet kit is fetched
 * only on the pages that show it.
 */
export default function WalletSignIn({ locale, onSignedIn, messages }: WalletSignInProps) {
  return (
    <EvmWalletProvider locale={locale}>
      <WalletIntlProvider locale={locale} messages={messages}>
        <WalletSignInButton locale={locale} onSignedIn={onSignedIn} />
      </WalletIntlProvider>
    </EvmWalletProvider>
  );
}
