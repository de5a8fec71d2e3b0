'use client';

import { PublicKey } from '@solana/web3.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CloseAccountsRpc, scanWallet, type WalletScan } from './scan';

export type WalletScanState =
  | { phase: 'idle' }
  | { phase: 'scanning'; previous?: WalletScan }
  | { phase: 'ready'; scan: WalletScan }
  | { phase: 'failed'; error: unknown };

/** The connected wallet's token accounts, read when it connects (or changes) and again on request. */
export function useWalletScan(rpc: CloseAccountsRpc, owner: PublicKey | null) {
  const [state, setState] = useState<WalletScanState>({ phase: 'idle' });
  const latest = useRef(0);
  const ownerKey = owner?.toBase58() ?? '';

  const rescan = useCallback(async () => {
    latest.current += 1;
    const id = latest.current;
    // Rebuilt from the address: a wallet adapter may hand out a new key object for the same wallet on each render.
    if (!ownerKey) {
      setState({ phase: 'idle' });
      return;
    }
    setState((current) => ({ phase: 'scanning', previous: current.phase === 'ready' ? current.scan : undefined }));
    try {
      const scan = await scanWallet(rpc, new PublicKey(ownerKey), { readMintInfo: true });
      if (id === latest.current) setState({ phase: 'ready', scan });
    } catch (error) {
      if (id === latest.current) setState({ phase: 'failed', error });
    }
  }, [rpc, ownerKey]);

  useEffect(() => {
    void rescan();
  }, [rescan]);

  return { state, rescan };
}
