'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Hash } from 'viem';
import type { TransactionLookup } from '@/chains/evm/transaction/lookup';
import { type ReplacementKind, toRpcTransaction } from '@/chains/evm/transaction/replace';
import { targetFor, txUrl } from '@/components/tools/evm/key-batch/chain';
import { walletChainFor } from '@/components/tools/evm/provider-wallet/wallet-chain';
import type { ProviderWallet } from '@/components/tools/evm/provider-wallet/wallet-handle';
import { sendPrepared, switchChain } from '@/components/tools/evm/provider-wallet/wallet-requests';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { formatAmount, formatGwei } from './format';
import { useReplacementPlan } from './use-replacement-plan';
import { useTransactionLookup } from './use-transaction-lookup';

export interface ReplacePanelProps {
  locale: Locale;
  read: ReadClient;
  /** The endpoint the page reads: a wallet that lacks a custom chain adds it with this RPC. */
  rpcUrl: string;
  pending: TransactionLookup;
  wallet: ProviderWallet | null;
  onConnect: () => void;
}

/** Speed up or cancel a pending transaction of the connected wallet: the new fees and the most it costs, then signing. */
export function ReplacePanel({ locale, read, rpcUrl, pending, wallet, onConnect }: ReplacePanelProps) {
  const t = useTranslations('transaction.replace');
  const [kind, setKind] = useState<ReplacementKind>('speed-up');
  const state = useReplacementPlan(read, pending, kind);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<Hash | null>(null);
  const replacement = useTransactionLookup(read, sent);
  const chain = targetFor(read.chainId, rpcUrl, false);
  const { plan } = state;
  const isOwner = wallet?.status === 'connected' && wallet.address?.toLowerCase() === pending.from.toLowerCase();
  const isOnChain = wallet?.chainId === read.chainId;

  async function act(action: () => Promise<void>) {
    setError(null);
    setIsBusy(true);
    try {
      await action();
    } catch (caught) {
      if (!isUserRejection(caught)) setError(caught);
    } finally {
      setIsBusy(false);
    }
  }
  const signWith = async () => {
    if (!wallet || !plan) return;
    setSent(await sendPrepared(await wallet.provider(), read.chainId, toRpcTransaction(plan.request)));
  };
  const switchWallet = async () => {
    if (wallet) await switchChain(await wallet.provider(), walletChainFor(read.chainId, rpcUrl));
  };

  const fees = plan?.request.fees;
  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <div className="send-token__choices" role="radiogroup" aria-label={t('legend')}>
        {(['speed-up', 'cancel'] as const).map((option) => (
          <label key={option} className="send-token__choice">
            <input
              type="radio"
              name="replace-kind"
              checked={kind === option}
              onChange={() => setKind(option)}
              disabled={isBusy}
            />
            {t(`kind.${option}`)}
          </label>
        ))}
      </div>
      <p className="account-field__hint">{t(`explain.${kind}`)}</p>
      {state.blocker && <p className="account-field__error">{t(`blocker.${state.blocker}`)}</p>}
      {state.isLoading && <p role="status">{t('reading')}</p>}
      {Boolean(state.error) && (
        <p className="account-field__error" role="alert">
          {t('readError', { message: localizeError(state.error, locale) })}
        </p>
      )}
      {plan && fees && (
        <dl className="tx-tool__facts" data-replacement={kind}>
          <div className="tx-tool__fact">
            <dt>{t('nonce')}</dt>
            <dd>{plan.request.nonce}</dd>
          </div>
          {fees.kind === 'eip1559' ? (
            <>
              <div className="tx-tool__fact">
                <dt>{t('maxFee')}</dt>
                <dd>{`${formatGwei(fees.maxFeePerGas)} Gwei`}</dd>
              </div>
              <div className="tx-tool__fact">
                <dt>{t('maxPriorityFee')}</dt>
                <dd>{`${formatGwei(fees.maxPriorityFeePerGas)} Gwei`}</dd>
              </div>
            </>
          ) : (
            <div className="tx-tool__fact">
              <dt>{t('gasPrice')}</dt>
              <dd>{`${formatGwei(fees.gasPrice)} Gwei`}</dd>
            </div>
          )}
          <div className="tx-tool__fact">
            <dt>{t('gasLimit')}</dt>
            <dd>{plan.request.gas.toString()}</dd>
          </div>
          <div className="tx-tool__fact">
            <dt>{t('maxCost')}</dt>
            <dd data-max-cost={plan.maxCost.toString()}>
              {formatAmount(plan.maxCost, chain.nativeDecimals)} {chain.nativeSymbol}
            </dd>
          </div>
        </dl>
      )}
      <p className="account-field__hint">{t('nonceHint')}</p>
      {!sent && plan && (
        <div className="send-token__row">
          {wallet?.status !== 'connected' ? (
            <button type="button" className="button" onClick={onConnect}>
              {t('connect')}
            </button>
          ) : !isOwner ? (
            <p className="account-field__error">{t('wrongAccount', { from: shortenAddress(pending.from) })}</p>
          ) : !isOnChain ? (
            <button type="button" className="button" disabled={isBusy} onClick={() => void act(switchWallet)}>
              {t('switch', { chain: chain.name })}
            </button>
          ) : (
            <button type="button" className="button" disabled={isBusy} onClick={() => void act(signWith)}>
              {t(`sign.${kind}`)}
            </button>
          )}
        </div>
      )}
      {isBusy && <p role="status">{t('confirmInWallet')}</p>}
      {error !== null && (
        <p className="account-field__error" role="alert">
          {t('sendError', { message: localizeError(error, locale) })}
        </p>
      )}
      {sent && (
        <p role="status" data-replacement-hash={sent} data-replacement-status={replacement.data?.status ?? 'unknown'}>
          {t(
            replacement.data?.status === 'success'
              ? 'mined'
              : replacement.data?.status === 'reverted'
                ? 'reverted'
                : 'sent',
            {
              hash: shortenAddress(sent),
            },
          )}{' '}
          {txUrl(read.chainId, sent) && (
            <a href={txUrl(read.chainId, sent)} target="_blank" rel="noreferrer">
              {t('explorer')}
            </a>
          )}
        </p>
      )}
    </section>
  );
}
