'use client';

import { useTranslations } from 'next-intl';
import type { CostSummary as Cost } from '@/lib/batch/plan';
import { errorMessage } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';

interface CostSummaryProps {
  summary: Cost;
}

/** What the batch costs before anything is signed: fees in the native coin, totals per token, simulated failures. */
export function CostSummary({ summary }: CostSummaryProps) {
  const t = useTranslations('batch.cost');
  const locale = useSiteLocale();
  const native = summary.totals[0].token;
  const nativeAmount = (amount: bigint) => `${formatDecimal(amount, native.decimals)} ${native.symbol}`;
  return (
    <section className="batch-cost" aria-label={t('title')}>
      <h3>{t('title')}</h3>
      <dl>
        <div>
          <dt>{t('transactions')}</dt>
          <dd>{summary.transactionCount}</dd>
        </div>
        <div>
          <dt>{t('networkFee')}</dt>
          <dd>≈ {nativeAmount(summary.networkFee)}</dd>
        </div>
        <div>
          <dt>{t('serviceFee')}</dt>
          <dd>{nativeAmount(summary.serviceFee)}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          {summary.totals.map(({ token, amount }) => (
            <dd key={token.symbol}>
              {formatDecimal(amount, token.decimals)} {token.symbol}
            </dd>
          ))}
        </div>
      </dl>
      {summary.simulationFailures.length > 0 && (
        <ul className="account-alert account-alert--error" role="alert">
          {summary.simulationFailures.map(({ chunkId, lines, error }) => (
            <li key={chunkId}>
              {t('simulationFailed', {
                number: chunkId + 1,
                first: lines[0],
                last: lines.at(-1) ?? lines[0],
                message: errorMessage(error.code, locale, error.message),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
