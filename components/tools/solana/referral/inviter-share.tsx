'use client';

import { useTranslations } from 'next-intl';
import { SOLANA_FEE_READING } from '@/chains/solana/fees';
import { formatDecimal } from '@/lib/fees/decimal';

/** The inviter's share as a whole percentage (spec §9 "0.3 brokerage"; display only, amounts come from fees.ts). */
export const INVITER_SHARE_PERCENT = Math.round(Number(SOLANA_FEE_READING.referralShare.ratio) * 100);

/**
 * Beside a Solana tool's costs: how much of the service fee goes to the person who invited this user, paid in the
 * same transactions (chains/solana/fees.ts serviceFeeInstructions). Nothing when no inviter is paid.
 */
export function InviterShare({ lamports }: { lamports: bigint }) {
  const t = useTranslations('solanaReferral');
  if (lamports <= 0n) return null;
  return (
    <p className="account-card__muted" data-testid="inviter-share">
      {t('inviterShare', { percent: INVITER_SHARE_PERCENT, amount: formatDecimal(lamports, 9) })}
    </p>
  );
}
