'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import type { Locale } from '@/lib/i18n/config';
import { type EvmWallet, hadWalletConnection } from '../send-token/wallet-handle';
import { WalletPanel } from '../send-token/wallet-panel';
import type { CallSource } from './call-panel';

/** The EVM wallet kit (wagmi + RainbowKit): fetched only when a wallet is asked for, as on the send tool. */
const WalletBridge = dynamic(() => import('../send-token/wallet-bridge'), { ssr: false });

interface WalletSourceProps {
  locale: Locale;
  endpoint: RpcEndpoint;
  children: (source: Extract<CallSource, { kind: 'wallet' }>) => ReactNode;
}

/** The connected wallet as the sender of every call: the kit loads on the first connect click (or to reconnect). */
export function WalletSource({ locale, endpoint, children }: WalletSourceProps) {
  const [wallet, setWallet] = useState<EvmWallet | null>(null);
  const [connectRequest, setConnectRequest] = useState(0);
  const [isWanted, setIsWanted] = useState(false);
  const walletRef = useRef<EvmWallet | null>(null);
  walletRef.current = wallet;
  useEffect(() => {
    if (hadWalletConnection()) setIsWanted(true);
  }, []);
  const onConnect = useCallback(() => {
    setIsWanted(true);
    setConnectRequest((count) => count + 1);
  }, []);
  const getWallet = useCallback(() => walletRef.current, []);
  return (
    <>
      {isWanted && <WalletBridge locale={locale} connectRequest={connectRequest} onChange={setWallet} />}
      <WalletPanel
        locale={locale}
        wallet={wallet}
        isLoading={isWanted && wallet === null}
        endpoint={endpoint}
        onConnect={onConnect}
      />
      {children({ kind: 'wallet', wallet, getWallet, onConnect })}
    </>
  );
}
