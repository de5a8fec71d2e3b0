'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from 'viem';
import { useProviderWallet } from '@/components/tools/evm/provider-wallet/use-provider-wallet';
import { ProviderToolHead } from '@/components/tools/evm/provider-wallet/wallet-bar';
import { useEndpointRead } from '@/components/tools/evm/send-token/use-chain-access';
import type { Locale } from '@/lib/i18n/config';
import { NetworkPanel } from './network-panel';
import { NonceTable } from './nonce-table';
import { TokenPanel } from './token-panel';
import { UnstickPanel } from './unstick-panel';

export const HELPER_CHAIN_STORAGE_KEY = 'chainkit:metamask-helper:chain';

/**
 * A chain picked from the registry or behind the user's RPC: add it to the wallet or switch to it, add a token of it,
 * and see the account's nonces on every chain, with a way out of a stuck queue on the picked one. Nonces can be read
 * for a pasted address before any wallet; the wallet is asked for when it has something to do.
 */
export function MetamaskHelperView({ locale }: { locale: Locale }) {
  const t = useTranslations('metamaskHelper');
  const { endpoint, read } = useEndpointRead(HELPER_CHAIN_STORAGE_KEY);
  const wallet = useProviderWallet(locale);
  const [pasted, setPasted] = useState<Address | undefined>(undefined);
  const connected = wallet.wallet?.status === 'connected' ? wallet.wallet.address : undefined;
  const account = pasted ?? connected;

  return (
    <article className="send-token">
      <ProviderToolHead
        locale={locale}
        title={t('title')}
        intro={t('intro')}
        idleText={t('walletIdle')}
        wallet={wallet}
        endpoint={endpoint}
      />
      {read && (
        <>
          <NetworkPanel locale={locale} read={read} wallet={wallet.wallet} onConnect={wallet.requestConnect} />
          <TokenPanel locale={locale} read={read} wallet={wallet.wallet} onConnect={wallet.requestConnect} />
          <UnstickPanel
            locale={locale}
            read={read}
            account={account}
            wallet={wallet.wallet}
            onConnect={wallet.requestConnect}
          />
        </>
      )}
      <NonceTable locale={locale} endpoint={endpoint} account={account} onAccount={setPasted} connected={connected} />
    </article>
  );
}
