'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { sendTokenTransaction, type TokenActionPlan, type TokenCosts } from './send-token-transaction';
import type { TokenWallet } from './token-wallet';

/**
 * The life of one token action on a page: review (prepare + simulate, costs shown), then sign and send. Nothing is
 * signed before the costs have been on screen; a plan older than PLAN_FRESH_MS is prepared again at signing (its
 * blockhash would be ageing), and if its costs changed the new figures are shown instead of being signed. Once signed,
 * no new review is possible until the chain has answered (confirmed, failed, or expired): see sendTokenTransaction.
 */

export type TokenActionState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'ready'; plan: TokenActionPlan; costsChanged: boolean }
  | { phase: 'signing' }
  /** Signed, signature known; `checking`: the broadcast or a status read failed, the chain is asked until it answers. */
  | { phase: 'sending'; signature: string; checking: boolean }
  | { phase: 'done'; signature: string }
  | { phase: 'failed'; error: unknown };

export const PLAN_FRESH_MS = 30_000;

function sameCosts(a: TokenCosts, b: TokenCosts): boolean {
  return a.serviceFee === b.serviceFee && a.networkFee === b.networkFee && a.rent === b.rent;
}

export interface TokenActionControls {
  state: TokenActionState;
  /** Prepares (the function is kept to prepare again if the plan gets old); shows the costs. */
  review: (prepare: () => Promise<TokenActionPlan>) => Promise<void>;
  /** Signs and sends the plan under review; resolves with the signature once confirmed (undefined otherwise). */
  confirm: () => Promise<string | undefined>;
  reset: () => void;
  isBusy: boolean;
}

export function useTokenAction(rpc: SolanaRpc, wallet: TokenWallet | null): TokenActionControls {
  const [state, setState] = useState<TokenActionState>({ phase: 'idle' });
  const prepareRef = useRef<(() => Promise<TokenActionPlan>) | null>(null);
  const preparedAt = useRef(0);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((next: TokenActionState) => {
    if (mounted.current) setState(next);
  }, []);

  const review = useCallback(
    async (prepare: () => Promise<TokenActionPlan>) => {
      if (busy.current) return;
      busy.current = true;
      prepareRef.current = prepare;
      update({ phase: 'preparing' });
      try {
        const plan = await prepare();
        preparedAt.current = Date.now();
        update({ phase: 'ready', plan, costsChanged: false });
      } catch (error) {
        update({ phase: 'failed', error });
      } finally {
        busy.current = false;
      }
    },
    [update],
  );

  const confirm = useCallback(async () => {
    if (busy.current || state.phase !== 'ready' || !wallet || !prepareRef.current) return undefined;
    busy.current = true;
    try {
      let plan = state.plan;
      if (Date.now() - preparedAt.current > PLAN_FRESH_MS) {
        update({ phase: 'preparing' });
        const fresh = await prepareRef.current();
        preparedAt.current = Date.now();
        if (!sameCosts(fresh.costs, plan.costs)) {
          update({ phase: 'ready', plan: fresh, costsChanged: true });
          return undefined;
        }
        plan = fresh;
      }
      update({ phase: 'signing' });
      const signature = await sendTokenTransaction(rpc, plan, wallet.sign, {
        onSent: (sent) => update({ phase: 'sending', signature: sent, checking: false }),
        onChecking: (sent) => update({ phase: 'sending', signature: sent, checking: true }),
      });
      update({ phase: 'done', signature });
      return signature;
    } catch (error) {
      update({ phase: 'failed', error });
      return undefined;
    } finally {
      busy.current = false;
    }
  }, [rpc, wallet, state, update]);

  const reset = useCallback(() => {
    if (busy.current) return;
    prepareRef.current = null;
    update({ phase: 'idle' });
  }, [update]);

  const isBusy = state.phase === 'preparing' || state.phase === 'signing' || state.phase === 'sending';
  return { state, review, confirm, reset, isBusy };
}
