'use client';

import { SolanaSendFlow, type SolanaSendFlowProps } from '@/components/tools/solana/batch-send/solana-send-flow';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';

/**
 * Test support: the send flow with the page's real RPC choice behind it (what a failed read names and changes);
 * `onConnect` defaults to nothing, as with a wallet already connected.
 */
export function TestSendFlow(
  props: Omit<SolanaSendFlowProps, 'rpcChoice' | 'onConnect'> & Partial<Pick<SolanaSendFlowProps, 'onConnect'>>,
) {
  const rpcChoice = useSolanaRpc();
  return <SolanaSendFlow {...props} rpcChoice={rpcChoice} onConnect={props.onConnect ?? (() => undefined)} />;
}
