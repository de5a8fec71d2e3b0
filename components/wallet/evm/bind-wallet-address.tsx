'use client';

import type { Locale } from '@/lib/i18n/config';
import { BindWalletAddressPanel } from './bind-wallet-address-panel';
import { EvmWalletProvider } from './evm-wallet-provider';
import { WalletIntlProvider } from './wallet-intl-provider';
import type { WalletMessages } from './wallet-messages';

export interface BindWalletAddressProps {
  locale: Locale;
  accountHref: string;
  /** The "wallet" namespace, picked on the server. */
  messages: WalletMessages;
}

/** The bind/address page's wallet part, self-contained; load it with next/dynamic (`ssr: false`). */
export default function BindWalletAddress({ locale, accountHref, messages }: BindWalletAddressProps) {
  return (
    <EvmWalletProvider locale={locale}>
      <WalletIntlProvider locale={locale} messages={messages}>
        <BindWalletAddressPanel locale={locale} accountHref={accountHref} />
      </WalletIntlProvider>
    </EvmWalletProvider>
  );
}
