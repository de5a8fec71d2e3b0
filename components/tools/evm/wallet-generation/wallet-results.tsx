'use client';

import { useTranslations } from 'next-intl';
import { ExportButtons } from './export-buttons';
import { GenerationStatus } from './generation-status';
import type { GenerationRun } from './use-generation-run';
import { WalletTable } from './wallet-table';

interface WalletResultsProps {
  run: GenerationRun;
  onCancel: () => void;
  onClear: () => void;
  filePrefix: string;
}

/** A run's progress, then its wallets with export and clear. */
export function WalletResults({ run, onCancel, onClear, filePrefix }: WalletResultsProps) {
  const t = useTranslations('walletTools.common');
  return (
    <section className="wallet-tools__results">
      <GenerationStatus run={run} onCancel={onCancel} />
      {run.status === 'done' && (
        <>
          <div className="wallet-tools__actions">
            <ExportButtons wallets={run.wallets} filePrefix={filePrefix} />
            <button type="button" className="wallet-tools__button wallet-tools__button--secondary" onClick={onClear}>
              {t('clear')}
            </button>
          </div>
          <WalletTable wallets={run.wallets} />
        </>
      )}
    </section>
  );
}
