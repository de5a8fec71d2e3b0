'use client';

import { useTranslations } from 'next-intl';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { SolscanAddress } from '../close-account/account-cells';
import { type CloseTotals, closeTotals } from '../close-account/close-plan';
import { solText } from '../close-account/sol-amount';
import type { WalletProblem, WalletScanResult } from './batch-scan';

interface WalletScanTableProps {
  results: readonly WalletScanResult[];
  burnDust: boolean;
  walletTotals: ReadonlyMap<string, CloseTotals>;
  problems: ReadonlyMap<string, WalletProblem>;
}

const PROBLEM_KEYS: Record<WalletProblem, string> = {
  scanFailed: 'scanFailed',
  nothingToClose: 'nothingToClose',
  noSolForFees: 'noSolForFees',
};

/** Each pasted wallet (by its key's line): its SOL, what it can close, the rent and our fee, and whether it will. */
export function WalletScanTable({ results, burnDust, walletTotals, problems }: WalletScanTableProps) {
  const t = useTranslations('solanaBatchCloseAccount.table');
  const tState = useTranslations('solanaBatchCloseAccount.states');
  const columns = [
    t('line'),
    t('wallet'),
    t('sol'),
    t('accounts'),
    t('dust'),
    t('skipped'),
    t('rent'),
    t('fee'),
    t('state'),
  ];
  return (
    <VirtualTable
      label={t('label')}
      columns={columns}
      count={results.length}
      rowState={(index) => problems.get(results[index].address) ?? 'ready'}
      row={(index) => {
        const result = results[index];
        const { scan } = result;
        const accounts = scan ? [...scan.empty, ...(burnDust ? scan.dust.map((dust) => dust.account) : [])] : [];
        const totals = walletTotals.get(result.address) ?? closeTotals(accounts, 0);
        const problem = problems.get(result.address);
        return [
          result.line,
          <SolscanAddress key="wallet" address={result.address} />,
          solText(result.lamports),
          scan ? totals.accounts : '—',
          scan ? scan.dust.length : '—',
          scan ? scan.skipped.length : '—',
          scan ? solText(totals.reclaimed) : '—',
          scan ? solText(totals.serviceFee) : '—',
          <span key="state" data-testid={`wallet-state-${result.line}`}>
            {tState(problem ? PROBLEM_KEYS[problem] : 'ready')}
          </span>,
        ];
      }}
    />
  );
}
