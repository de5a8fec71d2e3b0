'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHttpClient } from '@/lib/client/http-client-context';
import { ACCOUNT_QUERY_KEY } from '@/lib/client/user';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { CHECK_DELAY_MS, checkPayments, confirmPayment, type PrepayBody, prepay, type VipPayment } from './vip-api';

/** Where a payment stands on the page, from the hash being known to the server's verdict. */
export type PaymentProgress =
  | { phase: 'idle' }
  | { phase: 'recording'; txHash: string }
  | { phase: 'checking'; payment: VipPayment }
  | { phase: 'confirmed'; payment: VipPayment }
  | { phase: 'rejected'; payment: VipPayment }
  | { phase: 'error'; message: string; txHash?: string };

const isSettled = (payment: VipPayment) => payment.status !== 'pending';

/**
 * prepay → pay/confirm → long-poll pay/check until the server settles the payment, then refreshes the user.
 * An answer that is not a payment (a refusal, 5016, a network error) ends the run with its message.
 */
export function useVipPayment(locale: Locale) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<PaymentProgress>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const settle = useCallback(
    (payment: VipPayment) => {
      setProgress({ phase: payment.status === 'confirmed' ? 'confirmed' : 'rejected', payment });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
    [queryClient],
  );

  const track = useCallback(
    async (body: PrepayBody) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const txHash = body.txHash.toLowerCase();
      setProgress({ phase: 'recording', txHash: body.txHash });
      try {
        await prepay(http, body);
        let payment = await confirmPayment(http, body.txHash);
        while (!controller.signal.aborted) {
          if (isSettled(payment)) return settle(payment);
          setProgress({ phase: 'checking', payment });
          const { payments } = await checkPayments(http, CHECK_DELAY_MS, controller.signal);
          payment = payments.find((candidate) => candidate.txHash.toLowerCase() === txHash) ?? payment;
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          setProgress({ phase: 'error', message: localizeError(error, locale), txHash: body.txHash });
        }
      }
    },
    [http, locale, settle],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setProgress({ phase: 'idle' });
  }, []);

  return { progress, track, reset, isBusy: progress.phase === 'recording' || progress.phase === 'checking' };
}
