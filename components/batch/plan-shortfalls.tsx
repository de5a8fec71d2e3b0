'use client';

import { useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/fees/decimal';

export interface PlanShortfall {
  token: { symbol: string; decimals: number };
  needed: bigint;
  available: bigint;
}

/** What the wallet lacks for the plan, one alert per asset ({symbol}, {needed}, {available} in the tool's texts). */
export function PlanShortfalls({ namespace, shortfalls }: { namespace: string; shortfalls: readonly PlanShortfall[] }) {
  const t = useTranslations(namespace);
  return shortfalls.map(({ token, needed, available }) => (
    <p key={token.symbol} className="account-alert account-alert--error" role="alert">
      {t('shortfall', {
        symbol: token.symbol,
        needed: formatDecimal(needed, token.decimals),
        available: formatDecimal(available, token.decimals),
      })}
    </p>
  ));
}
