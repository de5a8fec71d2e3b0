'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccount, useSignMessage } from 'wagmi';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { fetchSignInMessage, type SignedWalletMessage } from './wallet-account-api';

export type WalletFlowPhase = 'idle' | 'connecting' | 'signing' | 'submitting';

/** A cancellation (closed modal, rejected signature) is quiet; anything else is an error in the user's language. */
export type WalletFlowFeedback = { kind: 'cancelled' } | { kind: 'error'; message: string } | null;

interface PendingRun<Result> {
  resolve: (result: Result | null) => void;
  hasSeenModal: boolean;
}

/**
 * Connect (RainbowKit's modal when no wallet is connected) → GET signmsg for the connected address and chain →
 * personal_sign in the wallet → `submit` the signed message to our API. `start()` resolves with submit's result,
 * or null when the user cancelled or it failed (`feedback` then says which).
 */
export function useWalletMessageFlow<Result>(locale: Locale, submit: (signed: SignedWalletMessage) => Promise<Result>) {
  const { address, chainId, status } = useAccount();
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const { signMessageAsync } = useSignMessage();
  const [phase, setPhase] = useState<WalletFlowPhase>('idle');
  const [feedback, setFeedback] = useState<WalletFlowFeedback>(null);
  const pending = useRef<PendingRun<Result> | null>(null);

  const finish = useCallback((result: Result | null, nextFeedback: WalletFlowFeedback) => {
    const run = pending.current;
    pending.current = null;
    setPhase('idle');
    setFeedback(nextFeedback);
    run?.resolve(result);
  }, []);

  const signAndSubmit = useCallback(
    async (signer: string, signerChainId: number) => {
      setPhase('signing');
      try {
        const message = await fetchSignInMessage(locale, signer, signerChainId);
        const signature = await signMessageAsync({ message, account: signer as `0x${string}` });
        setPhase('submitting');
        finish(await submit({ address: signer, message, signature }), null);
      } catch (error) {
        finish(
          null,
          isUserRejection(error) ? { kind: 'cancelled' } : { kind: 'error', message: localizeError(error, locale) },
        );
      }
    },
    [finish, locale, signMessageAsync, submit],
  );

  const start = useCallback((): Promise<Result | null> => {
    if (pending.current) return Promise.resolve(null);
    setFeedback(null);
    return new Promise<Result | null>((resolve) => {
      pending.current = { resolve, hasSeenModal: false };
      if (status === 'connected' && address && chainId) {
        void signAndSubmit(address, chainId);
        return;
      }
      setPhase('connecting');
      // Undefined while wagmi is still reconnecting a remembered wallet: the effects below carry on from there.
      openConnectModal?.();
    });
  }, [address, chainId, openConnectModal, signAndSubmit, status]);

  // Connected while waiting: the modal closes itself, and the signature is asked for straight away.
  useEffect(() => {
    if (phase !== 'connecting' || status !== 'connected' || !address || !chainId) return;
    void signAndSubmit(address, chainId);
  }, [address, chainId, phase, signAndSubmit, status]);

  // The modal was closed without connecting: a cancellation. A reconnect that failed opens the modal instead.
  useEffect(() => {
    const run = pending.current;
    if (phase !== 'connecting' || !run || status === 'connected') return;
    if (connectModalOpen) run.hasSeenModal = true;
    else if (run.hasSeenModal) finish(null, { kind: 'cancelled' });
    else if (status === 'disconnected') openConnectModal?.();
  }, [connectModalOpen, finish, openConnectModal, phase, status]);

  return { start, phase, isBusy: phase !== 'idle', feedback, address, isConnected: status === 'connected' };
}
