'use client';

import { useCallback, useEffect, useState } from 'react';
import { hadWalletConnection } from './wallet-handle';

/**
 * A wallet kit on demand (the EVM tools' wagmi + RainbowKit bridges): wanted from the first connect click, or at once
 * to reconnect a wallet of an earlier visit. The page renders its bridge while `isWanted`, with `connectRequest` (a
 * count: each click opens the wallet list) and `setWallet` (the bridge's wallet, once loaded).
 */
export function useWalletOnDemand<W>() {
  const [wallet, setWallet] = useState<W | null>(null);
  const [connectRequest, setConnectRequest] = useState(0);
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (hadWalletConnection()) setIsWanted(true);
  }, []);
  const requestConnect = useCallback(() => {
    setIsWanted(true);
    setConnectRequest((count) => count + 1);
  }, []);
  return { wallet, setWallet, connectRequest, isWanted, requestConnect };
}
