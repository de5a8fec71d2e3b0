'use client';

import { useTranslations } from 'next-intl';
import type { PlannedTonRequest } from '@/chains/ton/packing';
import { formatDecimal } from '@/lib/fees/decimal';
import type { TonSendReviewData } from './review-batch';

const ton = (nano: bigint) => formatDecimal(nano, 9);

/** The batch's cost before anything is signed: approvals, TON leaving the wallet, our fee, network fees, balances. */
export function TonSendReview({
  review,
  symbol,
  decimals,
}: {
  review: TonSendReviewData;
  symbol: string;
  decimals: number;
}) {
  const t = useTranslations('tonBatchSendToken.review');
  const { batch } = review;
  const { plan } = batch;
  const rows = plan.requests.reduce((sum, request) => sum + request.rowIndexes.length, 0);
  return (
    <div className="send-token__panel" data-testid="ton-send-review">
      <h2>{t('title')}</h2>
      <dl className="cost-summary">
        <dt>{t('requests')}</dt>
        <dd data-testid="ton-send-requests">
          {t('requestsValue', { requests: plan.requests.length, rows, perRequest: plan.messagesPerRequest })}
        </dd>
        <dt>{t('fee')}</dt>
        <dd data-testid="ton-send-fee">{ton(plan.serviceFee)} TON</dd>
        <dt>{t('tonOut')}</dt>
        <dd data-testid="ton-send-ton-out">{ton(plan.tonOut)} TON</dd>
        {plan.jettonOut > 0n && (
          <>
            <dt>{t('jettonOut')}</dt>
            <dd data-testid="ton-send-jetton-out">
              {formatDecimal(plan.jettonOut, decimals)} {symbol}
            </dd>
          </>
        )}
        <dt>{t('network')}</dt>
        <dd data-testid="ton-send-network">≈ {ton(batch.networkEstimate)} TON</dd>
        <dt>{t('balance')}</dt>
        <dd data-testid="ton-send-balance">
          {ton(review.tonBalance)} TON
          {review.jettonBalance !== undefined && ` · ${formatDecimal(review.jettonBalance, decimals)} ${symbol}`}
        </dd>
      </dl>
      <p className="account-field__hint">{t(plan.jettonOut > 0n ? 'explainJetton' : 'explain')}</p>
      {review.tonShortfall > 0n && (
        <p className="account-alert account-alert--error" role="alert">
          {t('tonShortfall', { missing: ton(review.tonShortfall) })}
        </p>
      )}
      {review.jettonShortfall > 0n && (
        <p className="account-alert account-alert--error" role="alert">
          {t('jettonShortfall', { missing: formatDecimal(review.jettonShortfall, decimals), symbol })}
        </p>
      )}
    </div>
  );
}

/** The request the wallet is about to show. */
export function PreparedRequest({ request }: { request: PlannedTonRequest }) {
  const t = useTranslations('tonBatchSendToken.review');
  return (
    <p className="account-field__hint" role="status" data-testid="ton-send-prepared">
      {t('prepared', {
        messages: request.messages.length,
        tonOut: ton(request.tonOut),
        fee: ton(request.serviceFee),
      })}
    </p>
  );
}
