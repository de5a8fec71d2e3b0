'use client';

import { useCallback, useRef, useState } from 'react';
import type { SolanaKeyEntry } from '@/components/tools/solana/key-ring/key-ring';
import type { CloseAccountsRpc } from '../close-account/scan';
import { scanWallets, type WalletScanResult } from './batch-scan';

export type BatchScanState =
  | { phase: 'idle' }
  | { phase: 'scanning'; inputs: string; done: number; total: number }
  | { phase: 'ready'; inputs: string; results: WalletScanResult[] }
  | { phase: 'failed'; inputs: string; error: unknown };

/** The signature of a set of wallets (addresses, never keys): a scan of other wallets counts as none. */
export const walletsSignature = (entries: readonly SolanaKeyEntry[]) =>
  entries.map((entry) => `${entry.line}:${entry.address}`).join(' ');

/** Scans the pasted wallets; only the latest scan lands. */
export function useBatchScan(currentInputs: string) {
  const [state, setState] = useState<BatchScanState>({ phase: 'idle' });
  const latest = useRef(0);
  const scan = useCallback(async (rpc: CloseAccountsRpc, entries: readonly SolanaKeyEntry[]) => {
    latest.current += 1;
    const id = latest.current;
    const inputs = walletsSignature(entries);
    setState({ phase: 'scanning', inputs, done: 0, total: entries.length });
    try {
      const results = await scanWallets(rpc, entries, {
        onProgress: (done) => {
          if (id === latest.current) setState({ phase: 'scanning', inputs, done, total: entries.length });
        },
      });
      if (id === latest.current) setState({ phase: 'ready', inputs, results });
    } catch (error) {
      if (id === latest.current) setState({ phase: 'failed', inputs, error });
    }
  }, []);
  const current: BatchScanState = state.phase !== 'idle' && state.inputs !== currentInputs ? { phase: 'idle' } : state;
  return { state: current, scan };
}
