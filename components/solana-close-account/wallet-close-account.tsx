'use client';

import { useMemo } from 'react';
import { createSolanaConnection } from '@/chains/solana';
import { useSolanaRpc } from '@/components/check-balance/solana/rpc';
import { SolanaWalletPanel, SolanaWalletProvider, useSolanaWalletSigner } from '@/components/wallet/solana';
import { CloseAccountView } from './close-account-view';

export interface WalletCloseAccountProps {
  feeReceiver: string;
  isCompact?: boolean;
}

function ConnectedView({ rpcUrl, feeReceiver, isCompact }: WalletCloseAccountProps & { rpcUrl: string }) {
  const { publicKey, sign } = useSolanaWalletSigner();
  // Our client reads, simulates and broadcasts (through /api/rpc or the user's own RPC); the wallet only signs.
  const rpc = useMemo(() => createSolanaConnection(rpcUrl), [rpcUrl]);
  return (
    <CloseAccountView
      owner={publicKey}
      sign={sign}
      rpc={rpc}
      feeReceiver={feeReceiver}
      isCompact={isCompact}
      walletPanel={<SolanaWalletPanel />}
    />
  );
}

/** The wallet half of the page (loaded in the browser only, with the adapter): provider, then the tool. */
export default function WalletCloseAccount(props: WalletCloseAccountProps) {
  const rpc = useSolanaRpc();
  const rpcUrl = rpc.resolveUrl();
  return (
    <SolanaWalletProvider endpoint={rpcUrl}>
      <ConnectedView {...props} rpcUrl={rpcUrl} />
    </SolanaWalletProvider>
  );
}
