'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { SolanaVanityView } from './solana-vanity-view';

function LoadingWallet() {
  const t = useTranslations('solanaVanityAddress.activate');
  return (
    <p role="status" className="account-card__muted">
      {t('loadingWallet')}
    </p>
  );
}

// The wallet adapter is needed only for the optional activation, and only in the browser: it loads when a result shows.
const SolanaVanityActivate = dynamic(() => import('./solana-vanity-activate'), { ssr: false, loading: LoadingWallet });

export interface SolanaVanityClientProps {
  feeReceiver: string;
  referrer?: string;
}

/** The client half of /solana/vanity-address: the generator, and the activation step under its results. */
export function SolanaVanityClient({ feeReceiver, referrer }: SolanaVanityClientProps) {
  return (
    <SolanaVanityView
      renderActivate={(addresses) => (
        <SolanaVanityActivate addresses={addresses} feeReceiver={feeReceiver} referrer={referrer} />
      )}
    />
  );
}
