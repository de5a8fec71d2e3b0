'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useMemo, useRef } from 'react';
import type { EIP1193Provider } from 'viem';
import { useAccount, useConfig, useDisconnect, useSwitchChain } from 'wagmi';
import { sendTransaction } from 'wagmi/actions';
import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import { switchOrAddChain } from '@/components/wallet/evm/switch-or-add-chain';
import type { Locale } from '@/lib/i18n/config';
import type { EvmWallet } from './wallet-handle';

export interface WalletBridgeProps {
  locale: Locale;
  /** Raised by each click on a connect action: RainbowKit's wallet list opens once per raise. */
  connectRequest: number;
  onChange: (wallet: EvmWallet) => void;
}

function Bridge({ connectRequest, onChange }: Omit<WalletBridgeProps, 'locale'>) {
  const config = useConfig();
  const { address, chainId, status, connector } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { switchChainAsync } = useSwitchChain();
  const { disconnect } = useDisconnect();
  const openRef = useRef(openConnectModal);
  openRef.current = openConnectModal;

  const wallet = useMemo<EvmWallet>(
    () => ({
      status: status === 'connected' ? 'connected' : status === 'disconnected' ? 'disconnected' : 'connecting',
      address: status === 'connected' ? address : undefined,
      chainId: status === 'connected' ? chainId : undefined,
      connect: () => openRef.current?.(),
      switchChain: async (target, rpcUrl) => {
        // wagmi switches only among its configured chains (the registry); a custom chain goes to the wallet itself.
        if (config.chains.some((chain) => chain.id === target) || !rpcUrl || !connector) {
          await switchChainAsync({ chainId: target });
          return;
        }
        const provider = (await connector.getProvider()) as EIP1193Provider;
        await switchOrAddChain(provider, { chainId: target, rpcUrl });
      },
      disconnect: () => disconnect(),
      send: (target, { to, data, value, gas, nonce }) =>
        sendTransaction(config, { account: address, chainId: target, to, data, value, gas, nonce }),
    }),
    [status, address, chainId, connector, switchChainAsync, disconnect, config],
  );

  useEffect(() => onChange(wallet), [wallet, onChange]);

  // The click that loaded the kit opens the list as soon as RainbowKit can (and each later click again).
  const opened = useRef(0);
  useEffect(() => {
    if (connectRequest <= opened.current || !openConnectModal) return;
    opened.current = connectRequest;
    openConnectModal();
  }, [connectRequest, openConnectModal]);

  return null;
}

/** The wallet kit (wagmi + RainbowKit) of the send tool, loaded on demand by the page (next/dynamic, no SSR). */
export default function WalletBridge({ locale, connectRequest, onChange }: WalletBridgeProps) {
  return (
    <EvmWalletProvider locale={locale}>
      <Bridge connectRequest={connectRequest} onChange={onChange} />
    </EvmWalletProvider>
  );
}
