'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type Hash, maxUint256 } from 'viem';
import { type CustomApprovalPlan, planCustomApproval } from '@/chains/evm/approvals/calls';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { localizeError } from '@/lib/errors';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { txUrl } from '../key-batch/chain';
import { useChainClient } from '../key-batch/use-chain-target';
import { ApprovalFields, useApprovalInputs } from './approval-inputs';
import { ApprovalWalletPanel } from './approval-wallet-panel';
import { useApprovalWallet } from './use-approval-wallet';

/** Gas assumed for an approve that cannot be simulated yet (the second of a zero-first pair): above any ERC-20's. */
const APPROVE_GAS_BOUND = 80_000n;

interface Review {
  plan: CustomApprovalPlan;
  fee: bigint;
}

type Sending =
  | { phase: 'idle' }
  | { phase: 'sending'; step: number; hashes: Hash[] }
  | { phase: 'done'; hashes: Hash[]; allowance: bigint }
  | { phase: 'failed'; hashes: Hash[]; message: string };

/** /approve/custom: set the connected wallet's allowance for any spender to an exact amount (or revoke it). */
export function ApproveCustomView() {
  const t = useTranslations('approveCustom');
  const { locale, endpoint, target, client } = useChainClient('approve-custom');
  const { wallet, isLoading, requestConnect, bridge } = useApprovalWallet(locale);
  const approval = useApprovalInputs(client);
  const { token, spender, info, decimals, amount, isUnlimited } = approval;
  const [review, setReview] = useState<Review | null>(null);
  const [readError, setReadError] = useState<unknown>(null);
  const [isReviewing, setIsReviewing] = useState(false);
  const [sending, setSending] = useState<Sending>({ phase: 'idle' });

  const owner = wallet?.status === 'connected' ? wallet.address : undefined;
  const isOnChain = owner !== undefined && target !== undefined && wallet?.chainId === target.chainId;
  const canReview = client && token && spender && amount !== undefined && info.kind === 'ready';
  const symbol = info.kind === 'ready' ? info.symbol : '';
  const show = (value: bigint) =>
    value === maxUint256 ? t('unlimited') : `${formatBaseUnits(value, decimals ?? 0)} ${symbol}`;

  function clearReview() {
    setReview(null);
    setSending({ phase: 'idle' });
  }

  async function reviewPlan() {
    if (!canReview || !client || !token || !spender || amount === undefined) return;
    if (!owner) {
      requestConnect();
      return;
    }
    setIsReviewing(true);
    setReadError(null);
    setSending({ phase: 'idle' });
    try {
      const plan = await planCustomApproval(client, { owner, token, spender, amount });
      const gasPrice = await client.getGasPrice();
      const gases = await Promise.all(
        plan.calls.map((call, index) =>
          index > 0
            ? APPROVE_GAS_BOUND
            : client.estimateGas({ account: owner, to: call.to, data: call.data }).catch(() => APPROVE_GAS_BOUND),
        ),
      );
      setReview({ plan, fee: gases.reduce((sum, gas) => sum + gas, 0n) * gasPrice });
    } catch (error) {
      setReadError(error);
    } finally {
      setIsReviewing(false);
    }
  }

  async function send(ready: Review) {
    if (!wallet || !client || !target || !token || !spender || !owner) return;
    const hashes: Hash[] = [];
    try {
      for (const [step, call] of ready.plan.calls.entries()) {
        setSending({ phase: 'sending', step, hashes: [...hashes] });
        const hash = await wallet.send(target.chainId, { to: call.to, data: call.data, value: 0n });
        hashes.push(hash);
        setSending({ phase: 'sending', step, hashes: [...hashes] });
        const receipt = await client.waitForTransactionReceipt({ hash });
        if (receipt.status !== 'success') throw new Error('execution reverted');
      }
      const { current } = await planCustomApproval(client, { owner, token, spender, amount: ready.plan.amount });
      setSending({ phase: 'done', hashes, allowance: current });
    } catch (error) {
      setSending({ phase: 'failed', hashes, message: localizeError(error, locale) });
    }
  }

  const isSending = sending.phase === 'sending';
  return (
    <article className="key-batch approve-custom">
      {bridge}
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isSending} />
      </div>
      <ApprovalWalletPanel
        locale={locale}
        wallet={wallet}
        isLoading={isLoading}
        target={target}
        onConnect={requestConnect}
      />
      <ApprovalFields
        namespace="approveCustom"
        inputs={approval}
        chainId={target?.chainId}
        disabled={isSending}
        onEdit={clearReview}
      />
      {isUnlimited && (
        <p className="eip7702__danger" role="alert">
          {t('unlimitedWarning')}
        </p>
      )}
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!canReview || isReviewing || isSending}
          onClick={() => void reviewPlan()}
        >
          {!owner ? t('connectToReview') : isReviewing ? t('reviewing') : t('review')}
        </button>
      </div>
      {readError !== null && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: localizeError(readError, locale) })}
          onRetry={() => void reviewPlan()}
        />
      )}
      {review && (
        <section className="key-batch__panel" aria-label={t('planLabel')}>
          <dl className="approve-custom__plan">
            <dt>{t('current')}</dt>
            <dd data-testid="current-allowance">{show(review.plan.current)}</dd>
            <dt>{t('next')}</dt>
            <dd>{show(review.plan.amount)}</dd>
            <dt>{t('fee')}</dt>
            <dd>
              {formatBaseUnits(review.fee, target?.nativeDecimals ?? 18)} {target?.nativeSymbol ?? 'ETH'}
            </dd>
          </dl>
          {review.plan.calls.length === 0 && <p role="status">{t('alreadySet')}</p>}
          {review.plan.zeroFirst && (
            <p className="account-alert account-alert--notice" role="status">
              {t('zeroFirst', { current: show(review.plan.current), amount: show(review.plan.amount) })}
            </p>
          )}
          {!isOnChain && owner && <p className="account-field__error">{t('wrongChain')}</p>}
          {review.plan.calls.length > 0 && (
            <div className="key-batch__actions">
              <button
                type="button"
                className="button key-batch__button"
                disabled={!isOnChain || isSending || sending.phase === 'done'}
                onClick={() => void send(review)}
              >
                {t('send', { count: review.plan.calls.length })}
              </button>
            </div>
          )}
          {sending.phase === 'sending' && (
            <p role="status">{t('sending', { step: sending.step + 1, count: review.plan.calls.length })}</p>
          )}
          {sending.phase !== 'idle' && sending.hashes.length > 0 && (
            <ul className="eip7702__plan">
              {sending.hashes.map((hash) => {
                const link = target ? txUrl(target.chainId, hash) : undefined;
                return (
                  <li key={hash} className="key-batch__mono">
                    {link ? (
                      <a href={link} target="_blank" rel="noreferrer">
                        {hash}
                      </a>
                    ) : (
                      hash
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {sending.phase === 'done' && (
            <p role="status" className="approve-custom__done">
              {t('done', { allowance: show(sending.allowance) })}
            </p>
          )}
          {sending.phase === 'failed' && (
            <p role="alert" className="account-field__error">
              {t('failed', { message: sending.message })}
            </p>
          )}
        </section>
      )}
    </article>
  );
}
