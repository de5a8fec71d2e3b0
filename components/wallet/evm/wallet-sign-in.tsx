'use client';

import { type ComponentType, useState } from 'react';
import type { UserInfo } from '@/lib/client/user/types';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { WalletFlowFeedback as Feedback } from './use-wallet-message-flow';
import { WalletIntlProvider } from './wallet-intl-provider';
import type { WalletMessages } from './wallet-messages';
import type { WalletSignInFlowProps } from './wallet-sign-in-flow';
import { WalletSignInIdle } from './wallet-sign-in-idle';

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

/** The wallet kit (wagmi, RainbowKit, viem: ~220 KiB gzipped); a pointer over the button starts fetching it. */
const loadWalletSignInFlow = () => import('./wallet-sign-in-flow').then((module) => module.WalletSignInFlow);

/**
 * The login page's wallet sign-in, self-contained (wallet kit, texts). Load it with
 * `dynamic(() => import('@/components/wallet/evm/wallet-sign-in'), { ssr: false })`. This part is light: the
 * wallet kit itself is fetched only when the user asks for it, so a visitor signing in by e-mail never downloads it.
 */
export default function WalletSignIn({ locale, onSignedIn, messages }: WalletSignInProps) {
  const [Flow, setFlow] = useState<ComponentType<WalletSignInFlowProps> | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [loadFeedback, setLoadFeedback] = useState<Feedback>(null);

  const start = async () => {
    setIsLoading(true);
    setLoadFeedback(null);
    try {
      const LoadedFlow = await loadWalletSignInFlow();
      setFlow(() => LoadedFlow);
    } catch (error) {
      setLoadFeedback({ kind: 'error', message: localizeError(error, locale) });
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <WalletIntlProvider locale={locale} messages={messages}>
      {Flow ? (
        <Flow locale={locale} onSignedIn={onSignedIn} isAutoStarted />
      ) : (
        <WalletSignInIdle
          isLoading={isLoading}
          feedback={loadFeedback}
          onStart={start}
          onPrefetch={() => void loadWalletSignInFlow().catch(() => undefined)}
        />
      )}
    </WalletIntlProvider>
  );
}
