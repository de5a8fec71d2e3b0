'use client';

import { useEffect, useMemo } from 'react';
import type { EIP1193Provider } from 'viem';
import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import { useKitWallet } from '@/components/wallet/evm/use-kit-wallet';
import type { Locale } from '@/lib/i18n/config';
import type { ProviderWallet } from './wallet-handle';

export interface ProviderWalletBridgeProps {
  locale: Locale;
  /** Raised by each click on a connect action: RainbowKit's wallet list opens once per raise. */
  connectRequest: number;
  onChange: (wallet: ProviderWallet) => void;
}

function Bridge({ connectRequest, onChange }: Omit<ProviderWalletBridgeProps, 'locale'>) {
  const { base, connector } = useKitWallet(connectRequest);
  const wallet = useMemo<ProviderWallet>(
    () => ({
      ...base,
      provider: async () => {
        if (!connector) throw new Error('No wallet is connected');
        return (await connector.getProvider()) as EIP1193Provider;
      },
    }),
    [base, connector],
  );
  useEffect(() => onChange(wallet), [wallet, onChange]);
  return null;
}

/** The wallet kit (wagmi + RainbowKit) of the single-wallet tools, loaded on demand (next/dynamic, no SSR). */
export default function ProviderWalletBridge({ locale, connectRequest, onChange }: ProviderWalletBridgeProps) {
  return (
    <EvmWalletProvider locale={locale}>
      <Bridge connectRequest={connectRequest} onChange={onChange} />
    </EvmWalletProvider>
  );
}
