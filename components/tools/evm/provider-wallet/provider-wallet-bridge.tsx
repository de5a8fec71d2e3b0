'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useMemo, useRef } from 'react';
import type { EIP1193Provider } from 'viem';
import { useAccount, useDisconnect } from 'wagmi';
import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import type { Locale } from '@/lib/i18n/config';
import type { ProviderWallet } from './wallet-handle';

export interface ProviderWalletBridgeProps {
  locale: Locale;
  /** Raised by each click on a connect action: RainbowKit's wallet list opens once per raise. */
  connectRequest: number;
  onChange: (wallet: ProviderWallet) => void;
}

function Bridge({ connectRequest, onChange }: Omit<ProviderWalletBridgeProps, 'locale'>) {
  const { address, chainId, status, connector } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { disconnect } = useDisconnect();
  const openRef = useRef(openConnectModal);
  openRef.current = openConnectModal;

  const wallet = useMemo<ProviderWallet>(
    () => ({
      status: status === 'connected' ? 'connected' : status === 'disconnected' ? 'disconnected' : 'connecting',
      address: status === 'connected' ? address : undefined,
      chainId: status === 'connected' ? chainId : undefined,
      connect: () => openRef.current?.(),
      disconnect: () => disconnect(),
      provider: async () => {
        if (!connector) throw new Error('No wallet is connected');
        return (await connector.getProvider()) as EIP1193Provider;
      },
    }),
    [status, address, chainId, connector, disconnect],
  );

  useEffect(() => onChange(wallet), [wallet, onChange]);

  const opened = useRef(0);
  useEffect(() => {
    if (connectRequest <= opened.current || !openConnectModal) return;
    opened.current = connectRequest;
    openConnectModal();
  }, [connectRequest, openConnectModal]);

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
