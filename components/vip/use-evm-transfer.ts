'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { erc20Abi, parseUnits } from 'viem';
import { useAccount, useSwitchChain, useWriteContract } from 'wagmi';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';

export type TransferPhase = 'idle' | 'connecting' | 'switching' | 'wallet';

export interface TransferRequest {
  chainId: number;
  tokenAddress: string;
  decimals: number;
  receiver: string;
  /** Exact decimal string in token units; parsed with the token's decimals, never through a float. */
  amount: string;
  /** The account's pay tag, appended to the calldata (the token ignores it; the server reads it). */
  dataSuffix?: string;
}

export type TransferFeedback = { kind: 'cancelled' } | { kind: 'error'; message: string } | null;

/**
 * Connect (RainbowKit's modal when needed) → switch to the payment's chain → ERC20 transfer(receiver, amount) in
 * the wallet. `onSent` gets the hash and the paying address as soon as the wallet returns the hash.
 */
export function useEvmTransfer(locale: Locale, onSent: (txHash: string, from: string) => void) {
  const { address, chainId, status } = useAccount();
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const { switchChainAsync } = useSwitchChain();
  const { writeContractAsync } = useWriteContract();
  const [phase, setPhase] = useState<TransferPhase>('idle');
  const [feedback, setFeedback] = useState<TransferFeedback>(null);
  const request = useRef<TransferRequest | null>(null);
  const hasSeenModal = useRef(false);

  const stop = useCallback((nextFeedback: TransferFeedback) => {
    request.current = null;
    setPhase('idle');
    setFeedback(nextFeedback);
  }, []);

  const fail = useCallback(
    (error: unknown) =>
      stop(isUserRejection(error) ? { kind: 'cancelled' } : { kind: 'error', message: localizeError(error, locale) }),
    [locale, stop],
  );

  const send = useCallback(
    async (from: string, currentChainId: number | undefined) => {
      const wanted = request.current;
      if (!wanted) return;
      try {
        if (currentChainId !== wanted.chainId) {
          setPhase('switching');
          await switchChainAsync({ chainId: wanted.chainId });
        }
        setPhase('wallet');
        const hash = await writeContractAsync({
          address: wanted.tokenAddress as `0x${string}`,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [wanted.receiver as `0x${string}`, parseUnits(wanted.amount, wanted.decimals)],
          chainId: wanted.chainId,
          dataSuffix: wanted.dataSuffix as `0x${string}` | undefined,
        });
        request.current = null;
        setPhase('idle');
        onSent(hash, from);
      } catch (error) {
        fail(error);
      }
    },
    [fail, onSent, switchChainAsync, writeContractAsync],
  );

  const start = useCallback(
    (wanted: TransferRequest) => {
      if (request.current) return;
      request.current = wanted;
      setFeedback(null);
      if (status === 'connected' && address) {
        void send(address, chainId);
        return;
      }
      hasSeenModal.current = false;
      setPhase('connecting');
      openConnectModal?.();
    },
    [address, chainId, openConnectModal, send, status],
  );

  useEffect(() => {
    if (phase !== 'connecting' || status !== 'connected' || !address) return;
    void send(address, chainId);
  }, [address, chainId, phase, send, status]);

  useEffect(() => {
    if (phase !== 'connecting' || status === 'connected') return;
    if (connectModalOpen) hasSeenModal.current = true;
    else if (hasSeenModal.current) stop({ kind: 'cancelled' });
    else if (status === 'disconnected') openConnectModal?.();
  }, [connectModalOpen, openConnectModal, phase, status, stop]);

  return { start, phase, feedback, address, isBusy: phase !== 'idle' };
}
