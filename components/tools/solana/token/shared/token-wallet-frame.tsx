'use client';

import { type ReactNode, useMemo } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { createSolanaConnection } from '@/chains/solana/rpc';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import { SolanaWalletPanel, SolanaWalletProvider, useSolanaWalletSigner } from '@/components/wallet/solana';
import type { TokenWallet } from './token-wallet';

export interface TokenWalletContext {
  rpc: SolanaRpc;
  /** Null until a wallet is connected. */
  wallet: TokenWallet | null;
}

function Connected({ rpcUrl, children }: { rpcUrl: string; children: (context: TokenWalletContext) => ReactNode }) {
  const { publicKey, sign } = useSolanaWalletSigner();
  const address = publicKey?.toBase58();
  // Our client reads, simulates and broadcasts (through /api/rpc or the user's RPC); the wallet only signs.
  const rpc = useMemo(() => createSolanaConnection(rpcUrl), [rpcUrl]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the address text: a new PublicKey object for the same wallet must not reset the page.
  const wallet = useMemo(() => (publicKey ? { publicKey, sign } : null), [address, sign]);
  return <>{children({ rpc, wallet })}</>;
}

/** The wallet half of a token page (loaded in the browser only): RPC choice, wallet provider and panel, the tool. */
export function TokenWalletFrame({ children }: { children: (context: TokenWalletContext) => ReactNode }) {
  const rpcChoice = useSolanaRpc();
  const rpcUrl = rpcChoice.resolveUrl();
  return (
    <SolanaWalletProvider endpoint={rpcUrl}>
      <div className="send-token__panel">
        <SolanaWalletPanel />
        <SolanaRpcField rpc={rpcChoice} testId="token-rpc" inputTestId="token-rpc-url" />
      </div>
      <Connected rpcUrl={rpcUrl}>{children}</Connected>
    </SolanaWalletProvider>
  );
}
