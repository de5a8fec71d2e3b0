'use client';

import { useTranslations } from 'next-intl';
import { SOLANA_NATIVE_DECIMALS } from '@/chains/solana/balances';
import { formatDecimal } from '@/lib/fees/decimal';
import type { SolanaCollectionPlan } from './plan';

const sol = (lamports: bigint) => formatDecimal(lamports, SOLANA_NATIVE_DECIMALS);

/** The transactions Solana would refuse for leaving the destination below the rent-exempt minimum, by line. */
export function DestinationRentAlert({ rent }: { rent: NonNullable<SolanaCollectionPlan['destinationRent']> }) {
  const t = useTranslations('solanaBatchCollection.plan');
  return (
    <ul className="account-field__error" role="alert" data-testid="collection-destination-rent">
      {rent.shortfalls.map(({ transaction, lines, after }) => (
        <li key={transaction}>
          {t('destinationRent', {
            held: sol(rent.held),
            number: transaction + 1,
            lines: lines.join(', '),
            amount: sol(after),
            minimum: sol(rent.minimum),
          })}
        </li>
      ))}
    </ul>
  );
}
