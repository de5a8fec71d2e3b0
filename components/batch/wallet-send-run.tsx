'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BatchExecutor } from '@/lib/batch';
import type { JobState } from '@/lib/batch/types';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { Locale } from '@/lib/i18n/config';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { BatchControls } from './batch-controls';
import { BatchRunSection } from './batch-run-section';
import { BatchTable } from './batch-table';
import { useBatchExecutor } from './use-batch-executor';

interface WalletSendRunProps {
  executor: BatchExecutor;
  /** Saved under this name for resuming (rows, statuses, hashes: never keys). */
  storageTool: string;
  /** The tool's `run` texts: those of BatchRunSection, and summary ({symbol, address}), wrongWallet ({address}), export. */
  namespace: string;
  /** The sending wallet as the family shows it, and the asset's symbol and decimals. */
  sender: string;
  symbol: string;
  decimals: number;
  isRestored: boolean;
  /** The connected wallet signs this job (the job's own sender); another one only sees it. */
  isJobWallet: boolean;
  /** The transaction being signed, shown while the run goes. */
  prepared: ReactNode;
  onNewBatch: () => void;
  onSettled?: () => void;
  txUrl: (hash: string) => string;
  resultsCsv: (job: JobState, options: { locale: Locale; amountDecimals: number }) => string;
  /** The family's short name for test ids and the download, e.g. `sui` (sui-send-rows, sui-batch-send-results.csv). */
  family: string;
}

/**
 * A connected-wallet batch send's run (Sui, Tron, TON): progress, the transaction being signed, a warning when another
 * wallet is connected, controls, every row with its transaction.
 */
export function WalletSendRun(props: WalletSendRunProps) {
  const { executor, namespace, decimals, family, isJobWallet } = props;
  const t = useTranslations(namespace);
  const locale = useSiteLocale();
  const { snapshot, saveError } = useBatchExecutor(executor, props.storageTool);
  return (
    <BatchRunSection
      namespace={namespace}
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { symbol: props.symbol, address: shortenAddress(props.sender) })}
      isRestored={props.isRestored}
      onNewBatch={props.onNewBatch}
      onSettled={props.onSettled ?? (() => undefined)}
      table={
        <div data-testid={`${family}-send-rows`}>
          <BatchTable job={snapshot.job} amountDecimals={decimals} txUrl={props.txUrl} />
        </div>
      }
    >
      {snapshot.isRunning && props.prepared}
      {!isJobWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: props.sender })}
        </p>
      )}
      <BatchControls
        executor={executor}
        snapshot={snapshot}
        exportFileName={`${family}-batch-send-results.csv`}
        canRun={isJobWallet}
        exportLabel={t('export')}
        exportCsv={() => props.resultsCsv(snapshot.job, { locale, amountDecimals: decimals })}
        testIds={{ start: `${family}-send-continue`, retry: `${family}-send-retry`, export: `${family}-send-export` }}
      />
    </BatchRunSection>
  );
}
