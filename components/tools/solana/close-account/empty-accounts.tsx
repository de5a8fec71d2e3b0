'use client';

import { useTranslations } from 'next-intl';
import { reclaimedRent } from '@/chains/solana/close-accounts';
import type { SolanaTokenAccount } from '@/chains/solana/token-accounts';
import { ProgramName, SolscanAddress } from './account-cells';
import { solText } from './sol-amount';

/** The empty accounts (closed as they are), folded away: a wallet may have hundreds. */
export function EmptyAccounts({
  accounts,
  isCompact = false,
}: {
  accounts: readonly SolanaTokenAccount[];
  /** Phones: no program column. */
  isCompact?: boolean;
}) {
  const t = useTranslations('solanaCloseAccount');
  if (accounts.length === 0) return null;
  return (
    <details className="check-balance__panel" data-testid="close-empty-list">
      <summary>{t('empty.title', { count: accounts.length })}</summary>
      <table className="account-table" aria-label={t('empty.label')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col">{t('columns.mint')}</th>
            {!isCompact && <th scope="col">{t('columns.program')}</th>}
            <th scope="col">{t('columns.rent')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.address.toBase58()} data-account={account.address.toBase58()}>
              <td>
                <SolscanAddress address={account.address} />
              </td>
              <td>{account.isNative ? t('wrappedSol') : <SolscanAddress address={account.mint} />}</td>
              {!isCompact && (
                <td>
                  <ProgramName programId={account.programId} />
                </td>
              )}
              <td>{solText(reclaimedRent(account))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
