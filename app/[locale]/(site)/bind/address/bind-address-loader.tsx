'use client';

import dynamic from 'next/dynamic';
import type { BindWalletAddressProps } from '@/components/wallet/evm/bind-wallet-address';

const BindWalletAddress = dynamic(() => import('@/components/wallet/evm/bind-wallet-address'), {
  ssr: false,
  loading: () => null,
});

/**
 * The wallet kit is browser-only and heavy: fetched after the page shows, and only on this page. Until it is
 * there, CSS (.wallet-slot:empty) shows the loading text, since next/dynamic's `loading` takes no props.
 */
export function BindAddressLoader(props: BindWalletAddressProps) {
  return (
    <div className="wallet-slot" data-loading-text={props.messages.loading}>
      <BindWalletAddress {...props} />
    </div>
  );
}
