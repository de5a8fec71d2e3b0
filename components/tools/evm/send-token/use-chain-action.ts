'use client';

import { useCallback, useState } from 'react';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { ChainAccess, TransactionRequest } from './chain-access';

/** Where a one-off transaction (deployment, approval) stands: the wallet is asked, or the chain is awaited. */
export type ActionPhase = 'idle' | 'wallet' | 'confirming';

export type SendAndConfirm = (access: ChainAccess, request: TransactionRequest) => Promise<void>;

/** Runs a few wallet transactions one after another, each awaited until mined; a revert or refusal ends it. */
export function useChainAction(onDone: () => void) {
  const [phase, setPhase] = useState<ActionPhase>('idle');
  const [step, setStep] = useState(0);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (task: (sendAndConfirm: SendAndConfirm) => Promise<void>) => {
      setError(null);
      let sent = 0;
      const sendAndConfirm: SendAndConfirm = async (access, request) => {
        sent += 1;
        setStep(sent);
        setPhase('wallet');
        const hash = await access.sendTransaction(request);
        setPhase('confirming');
        if ((await access.waitForReceipt(hash)) !== 'success') throw new AppError(CLIENT_CODE.EXECUTION_REVERTED);
      };
      try {
        await task(sendAndConfirm);
      } catch (caught) {
        setError(caught);
      } finally {
        setPhase('idle');
        onDone();
      }
    },
    [onDone],
  );

  return { run, phase, step, error, isBusy: phase !== 'idle' };
}
