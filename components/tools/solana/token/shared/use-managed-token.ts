'use client';

import { PublicKey } from '@solana/web3.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { type ManagedToken, readTokenForManagement } from '@/chains/solana/token/read';

/**
 * The token as the management pages see it: read for the connected wallet, or for nobody (the system program's
 * key, which holds no authority) before a wallet connects, so the token can be looked at first.
 */

export type ManagedTokenState =
  | { phase: 'idle' }
  | { phase: 'loading'; mint: PublicKey }
  | { phase: 'ready'; token: ManagedToken }
  | { phase: 'failed'; mint: PublicKey; error: unknown };

export const NO_OWNER = PublicKey.default;

export function useManagedToken(rpc: SolanaRpc, owner: PublicKey | null) {
  const [state, setState] = useState<ManagedTokenState>({ phase: 'idle' });
  const mintRef = useRef<PublicKey | null>(null);
  const request = useRef(0);

  const read = useCallback(
    async (mint: PublicKey) => {
      mintRef.current = mint;
      const id = ++request.current;
      setState({ phase: 'loading', mint });
      try {
        const token = await readTokenForManagement(rpc, mint, owner ?? NO_OWNER);
        // A later request (another mint, another wallet) wins over this one.
        if (id === request.current) setState({ phase: 'ready', token });
      } catch (error) {
        if (id === request.current) setState({ phase: 'failed', mint, error });
      }
    },
    // The frame keeps one key object per connected address, so this changes only with the wallet.
    [rpc, owner],
  );

  // The wallet (or the RPC) changed: what it may do changed too.
  useEffect(() => {
    if (mintRef.current) void read(mintRef.current);
  }, [read]);

  const refresh = useCallback(() => (mintRef.current ? read(mintRef.current) : Promise.resolve()), [read]);
  return { state, read, refresh };
}
