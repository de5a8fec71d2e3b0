'use client';

import dynamic from 'next/dynamic';
import type { TokenToolProps } from '../shared/token-wallet';
import { ToolLoading } from '../shared/tool-loading';

// The wallet adapter is only needed on the Solana pages and only in the browser (DESIGN §3).
const AccountWallet = dynamic(() => import('./account-wallet'), { ssr: false, loading: ToolLoading });

/** The client half of solana/account. */
export function AccountClient(props: TokenToolProps) {
  return <AccountWallet {...props} />;
}
