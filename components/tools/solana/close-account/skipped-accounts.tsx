'use client';

import { useTranslations } from 'next-intl';
import type { SolanaTokenAccount } from '@/chains/solana/token-accounts';
import { ProgramName, SolscanAddress } from './account-cells';
import type { SkipReason } from './scan';

/** Accounts that cannot be closed, each with the reason. */
export function SkippedAccounts({
  skipped,
  isCompact = false,
}: {
  skipped: readonly { account: SolanaTokenAccount; reason: SkipReason }[];
  /** Phones: no program column. */
  isCompact?: boolean;
}) {
  const t = useTranslations('solanaCloseAccount');
  if (skipped.length === 0) return null;
  return (
    <section className="check-balance__panel" data-testid="close-skipped-list" aria-label={t('skipped.label')}>
      <h3>{t('skipped.title', { count: skipped.length })}</h3>
      <table className="account-table" aria-label={t('skipped.label')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col">{t('columns.mint')}</th>
            {!isCompact && <th scope="col">{t('columns.program')}</th>}
            <th scope="col">{t('columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {skipped.map(({ account, reason }) => (
            <tr key={account.address.toBase58()} data-account={account.address.toBase58()} data-reason={reason}>
              <td>
                <SolscanAddress address={account.address} />
              </td>
              <td>
                <SolscanAddress address={account.mint} />
              </td>
              {!isCompact && (
                <td>
                  <ProgramName programId={account.programId} />
                </td>
              )}
              <td>{t(`reasons.${reason}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
