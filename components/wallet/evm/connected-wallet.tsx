'use client';

import { useTranslations } from 'next-intl';
import { useDisconnect } from 'wagmi';
import { shortenAddress } from '@/lib/client/user/display-name';

/** Which wallet is connected, with a way to pick another (disconnect, then the next action opens the modal). */
export function ConnectedWallet({ address, isDisabled }: { address: string; isDisabled?: boolean }) {
  const t = useTranslations('wallet');
  const { disconnect } = useDisconnect();
  return (
    <p className="connected-wallet">
      <span className="connected-wallet__address" title={address} data-address={address}>
        {t('connectedAs', { address: shortenAddress(address) })}
      </span>
      <button type="button" className="wallet-link-button" onClick={() => disconnect()} disabled={isDisabled}>
        {t('useAnotherWallet')}
      </button>
    </p>
  );
}
