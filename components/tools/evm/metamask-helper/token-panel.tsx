'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type Address, getAddress, isAddress } from 'viem';
import { walletChainFor } from '@/components/tools/evm/provider-wallet/wallet-chain';
import { switchChain, walletChainId, watchToken } from '@/components/tools/evm/provider-wallet/wallet-requests';
import { NotATokenError, readTokenMeta } from '@/components/tools/evm/send-token/read-chain';
import { localizeError } from '@/lib/errors';
import type { WalletPanelProps } from './network-panel';
import { useWalletAction } from './wallet-action';

/** An ERC-20 of the picked chain added to the wallet (EIP-747), with the symbol and decimals the token itself states. */
export function TokenPanel({ locale, read, wallet, onConnect }: WalletPanelProps) {
  const t = useTranslations('metamaskHelper.token');
  const id = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const address: Address | undefined = isAddress(trimmed, { strict: false }) ? getAddress(trimmed) : undefined;
  const meta = useQuery({
    queryKey: ['metamask-helper-token', read.chainId, read.url, address],
    queryFn: () => readTokenMeta(read.client, address as Address),
    enabled: address !== undefined,
    retry: false,
  });
  const action = useWalletAction();
  const chain = walletChainFor(read.chainId, read.url);
  const isConnected = wallet?.status === 'connected';

  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <label htmlFor={`${id}-token`} className="account-field__label">
        {t('label')}
      </label>
      <input
        id={`${id}-token`}
        className="account-field__input send-token__mono"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="0x…"
        spellCheck={false}
        autoComplete="off"
      />
      {trimmed !== '' && !address && <p className="account-field__error">{t('invalid')}</p>}
      {meta.isFetching && <p role="status">{t('reading')}</p>}
      {meta.error &&
        (meta.error instanceof NotATokenError ? (
          <p className="account-field__error">{t('notToken', { chain: chain.name })}</p>
        ) : (
          <p className="account-field__error" role="alert">
            {t('readError', { message: localizeError(meta.error, locale) })}
          </p>
        ))}
      {meta.data && address && (
        <>
          <p data-token-symbol={meta.data.symbol}>
            {t('info', { symbol: meta.data.symbol || '?', decimals: meta.data.decimals })}
          </p>
          {!isConnected ? (
            <button type="button" className="button send-token__button" onClick={onConnect}>
              {t('connect')}
            </button>
          ) : (
            <button
              type="button"
              className="button send-token__button"
              disabled={action.isBusy || !meta.data.symbol}
              onClick={() =>
                void action.run(async () => {
                  if (!wallet || !meta.data) return null;
                  const provider = await wallet.provider();
                  // Wallets add a token to the chain they are on.
                  if ((await walletChainId(provider)) !== read.chainId) await switchChain(provider, chain);
                  const accepted = await watchToken(provider, { address, ...meta.data });
                  return accepted ? t('added', { symbol: meta.data.symbol }) : t('declined');
                })
              }
            >
              {t('add', { symbol: meta.data.symbol || '?' })}
            </button>
          )}
        </>
      )}
      {action.isBusy && <p role="status">{t('confirm')}</p>}
      {action.done && <p role="status">{action.done}</p>}
      {action.error !== null && (
        <p className="account-field__error" role="alert">
          {t('error', { message: localizeError(action.error, locale) })}
        </p>
      )}
    </section>
  );
}
