'use client';

import { useTranslations } from 'next-intl';
import type { RentExemptionShortfall } from '@/chains/solana/rent-exemption';
import { formatDecimal } from '@/lib/fees/decimal';

/** A long list names this many rows and counts the rest. */
const SHOWN = 20;

const sol = (lamports: bigint) => formatDecimal(lamports, 9);

/** Rows whose recipient would end below the rent-exempt minimum: named by line before anything is signed. */
export function RentShortfallList({ shortfalls, minimum }: { shortfalls: RentExemptionShortfall[]; minimum: bigint }) {
  const t = useTranslations('solanaBatchSend.plan');
  if (shortfalls.length === 0) return null;
  return (
    <ul className="account-alert account-alert--error" role="alert" data-testid="solana-send-rent">
      {shortfalls.slice(0, SHOWN).map(({ transaction, to, lines, after }) => (
        <li key={`${transaction}:${to}`}>
          {t('rentShortfall', {
            count: lines.length,
            lines: lines.join(', '),
            address: to,
            amount: sol(after),
            minimum: sol(minimum),
          })}
        </li>
      ))}
      {shortfalls.length > SHOWN && <li>{t('rentShortfallMore', { count: shortfalls.length - SHOWN })}</li>}
    </ul>
  );
}
