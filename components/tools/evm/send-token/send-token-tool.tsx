'use client';

import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import type { Locale } from '@/lib/i18n/config';
import { SendTokenFlow } from './send-token-flow';

/** The heavy half of the page: the wallet kit (wagmi, RainbowKit, viem) and the tool, loaded in the browser only. */
export default function SendTokenTool({ locale }: { locale: Locale }) {
  return (
    <EvmWalletProvider locale={locale}>
      <SendTokenFlow locale={locale} />
    </EvmWalletProvider>
  );
}
