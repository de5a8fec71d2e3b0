'use client';

import { type ReactNode, useMemo } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { createSolanaConnection } from '@/chains/solana/rpc';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import { type SolanaRpcChoice, useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import {
  SolanaWalletPanel,
  SolanaWalletProvider,
  useSolanaConnect,
  useSolanaWalletSigner,
} from '@/components/wallet/solana';
import type { TokenWallet } from './token-wallet';

export interface TokenWalletContext {
  rpc: SolanaRpc;
  /** Null until a wallet is connected. */
  wallet: TokenWallet | null;
  /** The page's RPC choice: a failed read names it and offers another one in place. */
  rpcChoice: SolanaRpcChoice;
  /** Asks for a wallet: a form's action while none is connected (it is filled and checked before). */
  onConnect: () => void;
}

function Connected({
  rpcChoice,
  children,
}: {
  rpcChoice: SolanaRpcChoice;
  children: (context: TokenWalletContext) => ReactNode;
}) {
  const rpcUrl = rpcChoice.resolveUrl();
  const { publicKey, sign } = useSolanaWalletSigner();
  const onConnect = useSolanaConnect();
  const address = publicKey?.toBase58();
  // Our client reads, simulates and broadcasts (through /api/rpc or the user's RPC); the wallet only signs.
  const rpc = useMemo(() => createSolanaConnection(rpcUrl), [rpcUrl]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the address text: a new PublicKey object for the same wallet must not reset the page.
  const wallet = useMemo(() => (publicKey ? { publicKey, sign } : null), [address, sign]);
  return <>{children({ rpc, wallet, rpcChoice, onConnect })}</>;
}

/** The wallet half of a token page (loaded in the browser only): RPC choice, wallet provider and panel, the tool. */
export function TokenWalletFrame({ children }: { children: (context: TokenWalletContext) => ReactNode }) {
  const rpcChoice = useSolanaRpc();
  return (
    <SolanaWalletProvider endpoint={rpcChoice.resolveUrl()}>
      <div className="send-token__panel">
        <SolanaWalletPanel />
        <SolanaRpcField rpc={rpcChoice} testId="token-rpc" inputTestId="token-rpc-url" />
      </div>
      <Connected rpcChoice={rpcChoice}>{children}</Connected>
    </SolanaWalletProvider>
  );
}
