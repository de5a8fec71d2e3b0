'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { WalletCloseAccountProps } from './wallet-close-account';

function LoadingWallet() {
  const t = useTranslations('solanaCloseAccount');
  return (
    <p role="status" className="account-card__muted">
      {t('loadingWallet')}
    </p>
  );
}

// The wallet adapter is only needed here and only in the browser (DESIGN §3): it ships with this page alone.
const WalletCloseAccount = dynamic(() => import('./wallet-close-account'), { ssr: false, loading: LoadingWallet });

/** The client half of /solana/close-account and /m/solana/close-account. */
export function SolanaCloseAccountClient(props: WalletCloseAccountProps) {
  return <WalletCloseAccount {...props} />;
}
