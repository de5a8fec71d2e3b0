'use client';

import '@rainbow-me/rainbowkit/styles.css';
import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useMemo, useState } from 'react';
import { WagmiProvider } from 'wagmi';
import type { Locale } from '@/lib/i18n/config';
import { chainkitRainbowTheme } from './rainbow-theme';
import { evmWagmiConfig } from './wagmi-config';

export interface EvmWalletProviderProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * wagmi needs react-query. The app's QueryClient is used when there is one above (so a sign-in can update the
 * user query); on a page without AppProviders the wallet brings its own.
 */
function WithQueryClient({ children }: { children: ReactNode }) {
  const existingClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (existingClient ? null : new QueryClient()));
  if (existingClient || !ownClient) return children;
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}

/**
 * EVM wallet connection (wagmi + RainbowKit) for the pages that need it. Import it with next/dynamic
 * (`ssr: false`) from the page, never from a layout: the wallet kit must stay out of every other page's bundle.
 */
export function EvmWalletProvider({ locale, children }: EvmWalletProviderProps) {
  const theme = useMemo(chainkitRainbowTheme, []);
  return (
    <WagmiProvider config={evmWagmiConfig()}>
      <WithQueryClient>
        <RainbowKitProvider
          theme={theme}
          locale={locale === 'cn' ? 'zh-CN' : 'en-US'}
          appInfo={{ appName: 'Chainkit' }}
          modalSize="compact"
        >
          {children}
        </RainbowKitProvider>
      </WithQueryClient>
    </WagmiProvider>
  );
}

export default EvmWalletProvider;
