'use client';

import { useTranslations } from 'next-intl';
import { formatBaseUnits } from '@/lib/fees/decimal';
import type { CallPlan } from './call-plan';

/** Every wallet's simulated call: ready, refused with its decoded revert reason, or short of coins. */
export function CallPlanList({ plan, symbol, decimals }: { plan: CallPlan; symbol: string; decimals: number }) {
  const t = useTranslations('batchCallContract.plan');
  return (
    <ul className="eip7702__plan call-contract__plan" aria-label={t('label')}>
      {plan.rows.map((row) => (
        <li key={`${row.address} ${row.call.line} ${row.line}`} data-state={row.state} data-line={row.line}>
          {t('wallet', { line: row.line })} <span className="key-batch__mono">{row.address}</span>
          {row.call.line > 0 && ` · ${t('argsLine', { line: row.call.line })}`}
          {row.call.value > 0n && ` · ${formatBaseUnits(row.call.value, decimals)} ${symbol}`}
          {' · '}
          <strong>{t(`states.${row.state}`)}</strong>
          {row.reason && (
            <>
              {' · '}
              <span className="account-field__error key-batch__mono" data-reason={row.reason.kind}>
                {row.reason.kind === 'error' || row.reason.kind === 'message'
                  ? t('reverts', { reason: row.reason.text })
                  : row.reason.kind === 'unknown'
                    ? t('unknownError', { selector: row.reason.text })
                    : row.reason.text}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
