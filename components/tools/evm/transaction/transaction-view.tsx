'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Hash } from 'viem';
import type { TransactionLookup } from '@/chains/evm/transaction/lookup';
import { useProviderWallet } from '@/components/tools/evm/provider-wallet/use-provider-wallet';
import { ProviderToolHead } from '@/components/tools/evm/provider-wallet/wallet-bar';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { useEndpointRead } from '@/components/tools/evm/send-token/use-chain-access';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { parseTransactionHash } from './format';
import { LookupResult } from './lookup-result';
import { ReplacePanel } from './replace-panel';
import { useTransactionLookup } from './use-transaction-lookup';

export const TRANSACTION_CHAIN_STORAGE_KEY = 'chainkit:transaction:chain';

/** `?hash=0x…` opens the page on that transaction (links from other tools, or shared by a user). */
function hashFromAddress(): string {
  try {
    return new URLSearchParams(window.location.search).get('hash') ?? '';
  } catch {
    return '';
  }
}

/**
 * Chain and hash first, with no wallet: the lookup reads the chain's RPC. The wallet is asked for only to sign a
 * speed-up or cancel of the user's own pending transaction.
 */
export function TransactionView({ locale }: { locale: Locale }) {
  const t = useTranslations('transaction');
  const id = useId();
  const { endpoint, read } = useEndpointRead(TRANSACTION_CHAIN_STORAGE_KEY);
  const wallet = useProviderWallet(locale);
  const [text, setText] = useState('');
  const [hash, setHash] = useState<Hash | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const lookup = useTransactionLookup(read, hash);
  // Once replaced, the original is gone from the node: the panel keeps the pending transaction it replaces.
  const [heldPending, setHeldPending] = useState<TransactionLookup | null>(null);
  useEffect(() => {
    if (lookup.data?.status === 'pending') setHeldPending(lookup.data);
  }, [lookup.data]);
  const replaced =
    heldPending && heldPending.hash === hash && heldPending.chainId === read?.chainId ? heldPending : null;
  const isPendingOrGone = lookup.data === null || lookup.data?.status === 'pending';

  useEffect(() => {
    const initial = hashFromAddress();
    if (!initial) return;
    setText(initial);
    setHash(parseTransactionHash(initial));
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTransactionHash(text);
    setIsInvalid(parsed === null);
    setHash(parsed);
    if (parsed !== null && parsed === hash) void lookup.refetch();
  }

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
      <form className="send-token__panel" onSubmit={submit}>
        <label htmlFor={`${id}-hash`} className="account-field__label">
          {t('hashLabel')}
        </label>
        <input
          id={`${id}-hash`}
          className="account-field__input send-token__mono"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={isInvalid}
        />
        {isInvalid && <p className="account-field__error">{t('hashInvalid')}</p>}
        <button type="submit" className="button send-token__button" disabled={read === undefined}>
          {t('lookUp')}
        </button>
      </form>
      {lookup.isFetching && lookup.data === undefined && <p role="status">{t('reading')}</p>}
      {lookup.error && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readError', { message: localizeError(lookup.error, locale) })}
          onRetry={() => void lookup.refetch()}
        />
      )}
      {lookup.data === null && <p role="status">{t(replaced ? 'gone' : 'notFound')}</p>}
      {lookup.data && <LookupResult locale={locale} lookup={lookup.data} />}
      {read && replaced && isPendingOrGone && (
        <ReplacePanel
          locale={locale}
          read={read}
          rpcUrl={endpoint.url ?? read.url}
          pending={replaced}
          wallet={wallet.wallet}
          onConnect={wallet.requestConnect}
        />
      )}
    </article>
  );
}
