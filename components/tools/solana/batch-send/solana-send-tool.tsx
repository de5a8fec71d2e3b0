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
import type { Locale } from '@/lib/i18n/config';
import { SolanaSendFlow } from './solana-send-flow';

interface SolanaSendToolProps {
  locale: Locale;
  feeReceiver: string;
  referrer?: string;
}

function ConnectedFlow({
  locale,
  feeReceiver,
  referrer,
  rpcChoice,
}: SolanaSendToolProps & { rpcChoice: SolanaRpcChoice }) {
  const rpcUrl = rpcChoice.resolveUrl();
  const { publicKey, sign } = useSolanaWalletSigner();
  const connect = useSolanaConnect();
  const address = publicKey?.toBase58();
  const wallet = useMemo(() => (address ? { address, signAll: sign } : undefined), [address, sign]);
  const rpc = useMemo(() => createSolanaConnection(rpcUrl), [rpcUrl]);
  // The flow shows the lookup-table panel too: it alone knows which tables its batch still needs.
  return (
    <SolanaSendFlow
      locale={locale}
      feeReceiver={feeReceiver}
      referrer={referrer}
      wallet={wallet}
      rpc={rpc}
      rpcKey={rpcUrl}
      rpcChoice={rpcChoice}
      onConnect={connect}
    />
  );
}

/**
 * The heavy half of the page: the Solana wallet adapter and the tool, loaded in the browser only. Reads, simulations
 * and broadcasts go through our RPC client: same-origin /api/rpc, or the user's own RPC chosen here (or on any other
 * Solana tool: the choice is shared). The form, its checks and the cost work without a wallet; connecting is the
 * send's last step.
 */
export default function SolanaSendTool({ locale, feeReceiver, referrer }: SolanaSendToolProps) {
  const rpcChoice = useSolanaRpc();
  const rpcUrl = rpcChoice.resolveUrl();
  return (
    <SolanaWalletProvider endpoint={rpcUrl}>
      <SolanaWalletPanel />
      <SolanaRpcField rpc={rpcChoice} testId="solana-send-rpc" />
      {/* A batch left by an earlier visit resumes on the user's saved RPC, never on the default read before it. */}
      {rpcChoice.isLoaded && (
        <ConnectedFlow locale={locale} feeReceiver={feeReceiver} referrer={referrer} rpcChoice={rpcChoice} />
      )}
    </SolanaWalletProvider>
  );
}
