'use client';

import dynamic from 'next/dynamic';
import type { Locale } from '@/lib/i18n/config';
import { useWalletOnDemand } from '../send-token/use-wallet-on-demand';
import type { ApprovalWallet } from './owner-wallet';

/** The wallet kit is fetched only when a wallet is asked for (or was connected on an earlier visit). */
const ApprovalWalletBridge = dynamic(() => import('./wallet-bridge'), { ssr: false });

export interface ApprovalWalletState {
  wallet: ApprovalWallet | null;
  isLoading: boolean;
  requestConnect: () => void;
  /** Render it once in the page: the kit, when wanted. */
  bridge: React.ReactNode;
}

export function useApprovalWallet(locale: Locale): ApprovalWalletState {
  const { wallet, setWallet, connectRequest, isWanted, requestConnect } = useWalletOnDemand<ApprovalWallet>();
  const bridge = isWanted ? (
    <ApprovalWalletBridge locale={locale} connectRequest={connectRequest} onChange={setWallet} />
  ) : null;
  return { wallet, isLoading: isWanted && wallet === null, requestConnect, bridge };
}
