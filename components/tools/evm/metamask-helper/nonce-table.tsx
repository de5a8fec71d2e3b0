'use client';

import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { type Address, getAddress, isAddress } from 'viem';
import { readNonces } from '@/chains/evm/transaction/nonces';
import { KNOWN_CHAINS } from '@/components/tools/check-balance/rpc';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { createRpcClient, targetFor } from '@/components/tools/evm/key-batch/chain';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';

export interface NonceTableProps {
  locale: Locale;
  endpoint: RpcEndpoint;
  /** The account shown: a pasted address, else the connected wallet's. */
  account: Address | undefined;
  onAccount: (address: Address | undefined) => void;
  connected: Address | undefined;
}

/** The chains read: every registry chain, and the picked custom chain when its RPC answered. */
function chainsToRead(endpoint: RpcEndpoint): { chainId: number; url: string }[] {
  const chains = KNOWN_CHAINS.map((chain) => ({ chainId: chain.chainId, url: endpoint.urlFor(chain.chainId) ?? '' }));
  const { status } = endpoint;
  if (status.kind === 'ready' && !chains.some((chain) => chain.chainId === status.chainId)) {
    chains.push({ chainId: status.chainId, url: endpoint.url ?? '' });
  }
  return chains.filter((chain) => chain.url !== '');
}

/**
 * The account's mined and pending nonces on every chain, read when asked (one small read per chain, straight to each
 * chain's RPC): a pending count above the mined one means transactions are waiting.
 */
export function NonceTable({ locale, endpoint, account, onAccount, connected }: NonceTableProps) {
  const t = useTranslations('metamaskHelper.nonces');
  const id = useId();
  const [text, setText] = useState('');
  const [isAsked, setIsAsked] = useState(false);
  useEffect(() => {
    if (connected && text === '') setText(connected);
  }, [connected, text]);
  const chains = chainsToRead(endpoint);
  const results = useQueries({
    queries: chains.map((chain) => ({
      queryKey: ['metamask-helper-nonces', chain.chainId, chain.url, account],
      queryFn: () => readNonces(createRpcClient(targetFor(chain.chainId, chain.url, false)), account as Address),
      enabled: isAsked && account !== undefined,
      retry: 1,
    })),
  });
  const trimmed = text.trim();
  const isValid = isAddress(trimmed, { strict: false });

  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <form
        className="send-token__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValid) return;
          const address = getAddress(trimmed);
          onAccount(address === connected ? undefined : address);
          setIsAsked(true);
        }}
      >
        <label htmlFor={`${id}-account`} className="account-field__label">
          {t('account')}
        </label>
        <input
          id={`${id}-account`}
          className="account-field__input send-token__mono"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
        />
        <button type="submit" className="button" disabled={!isValid}>
          {t('read')}
        </button>
      </form>
      {trimmed !== '' && !isValid && <p className="account-field__error">{t('invalid')}</p>}
      {isAsked && account && (
        <div className="tx-tool__scroll">
          <table className="account-table">
            <thead>
              <tr>
                <th>{t('chain')}</th>
                <th>{t('latest')}</th>
                <th>{t('pending')}</th>
              </tr>
            </thead>
            <tbody>
              {chains.map((chain, index) => {
                const result = results[index];
                const waiting = result?.data ? result.data.pending - result.data.latest : 0;
                return (
                  <tr key={chain.chainId} data-chain-id={chain.chainId} data-waiting={waiting}>
                    <td>{targetFor(chain.chainId, chain.url, false).name}</td>
                    {result?.data ? (
                      <>
                        <td>{result.data.latest}</td>
                        <td>
                          {result.data.pending}
                          {waiting > 0 && (
                            <span className="account-field__error"> {t('waiting', { count: waiting })}</span>
                          )}
                        </td>
                      </>
                    ) : (
                      <td colSpan={2} className="account-card__muted">
                        {result?.error ? t('failed', { message: localizeError(result.error, locale) }) : t('reading')}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
