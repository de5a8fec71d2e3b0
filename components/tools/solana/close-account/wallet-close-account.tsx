'use client';

import { useMemo } from 'react';
import { createSolanaConnection } from '@/chains/solana/rpc';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import { type SolanaRpcChoice, useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import {
  SolanaWalletPanel,
  SolanaWalletProvider,
  useSolanaConnect,
  useSolanaWalletSigner,
} from '@/components/wallet/solana';
import { CloseAccountView } from './close-account-view';

export interface WalletCloseAccountProps {
  feeReceiver: string;
  /** The signed-in user's inviter's payout address (server half); absent: none. */
  referrer?: string;
  isCompact?: boolean;
}

function ConnectedView({
  rpcChoice,
  feeReceiver,
  referrer,
  isCompact,
}: WalletCloseAccountProps & { rpcChoice: SolanaRpcChoice }) {
  const { publicKey, sign } = useSolanaWalletSigner();
  const connect = useSolanaConnect();
  const rpcUrl = rpcChoice.resolveUrl();
  // Our client reads, simulates and broadcasts (through /api/rpc or the user's own RPC); the wallet only signs.
  const rpc = useMemo(() => createSolanaConnection(rpcUrl), [rpcUrl]);
  return (
    <CloseAccountView
      owner={publicKey}
      sign={sign}
      rpc={rpc}
      feeReceiver={feeReceiver}
      referrer={referrer}
      isCompact={isCompact}
      rpcChoice={rpcChoice}
      onConnect={connect}
      walletPanel={
        <>
          <SolanaWalletPanel />
          <SolanaRpcField rpc={rpcChoice} testId="close-account-rpc" />
        </>
      }
    />
  );
}

/** The wallet half of the page (loaded in the browser only, with the adapter): provider, then the tool and its RPC. */
export default function WalletCloseAccount(props: WalletCloseAccountProps) {
  const rpcChoice = useSolanaRpc();
  return (
    <SolanaWalletProvider endpoint={rpcChoice.resolveUrl()}>
      <ConnectedView {...props} rpcChoice={rpcChoice} />
    </SolanaWalletProvider>
  );
}
