'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { PlannedTonRequest } from '@/chains/ton/packing';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { friendlyWalletAddress } from '@/components/wallet/ton/friendly-address';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { tonSendResultsCsv, tonviewerTransactionUrl } from './results-csv';
import { PreparedRequest } from './ton-send-review';
import { TON_SEND_TOOL, type TonRunState } from './use-ton-send-run';

/** The running (or restored) batch: progress, the request being signed, controls, every row with its status. */
export function TonSendRunSection({
  run,
  address,
  prepared,
  onNewBatch,
  onSettled,
}: {
  run: TonRunState;
  address: string | undefined;
  prepared: PlannedTonRequest | null;
  onNewBatch: () => void;
  onSettled: (run: TonRunState) => void;
}) {
  const t = useTranslations('tonBatchSendToken.run');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const { snapshot, saveError } = useBatchExecutor(run.executor, TON_SEND_TOOL);
  const decimals = Number(run.meta.decimals);
  const isJobWallet = address === run.meta.sender;
  const settled = useCallback(() => onSettled(run), [onSettled, run]);
  return (
    <BatchRunSection
      namespace="tonBatchSendToken.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', {
        symbol: run.meta.symbol || 'TON',
        address: shortenAddress(friendlyWalletAddress(run.meta.sender)),
      })}
      isRestored={run.isRestored}
      onNewBatch={onNewBatch}
      onSettled={settled}
      table={
        <div data-testid="ton-send-rows">
          <BatchTable job={snapshot.job} amountDecimals={decimals} txUrl={tonviewerTransactionUrl} />
        </div>
      }
    >
      {snapshot.isRunning && prepared && <PreparedRequest request={prepared} />}
      {!isJobWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: friendlyWalletAddress(run.meta.sender) })}
        </p>
      )}
      <BatchControls
        executor={run.executor}
        snapshot={snapshot}
        exportFileName="ton-batch-send-results.csv"
        canRun={isJobWallet}
        exportLabel={t('export')}
        exportCsv={() => tonSendResultsCsv(snapshot.job, { locale, amountDecimals: decimals })}
        testIds={{ start: 'ton-send-continue', retry: 'ton-send-retry', export: 'ton-send-export' }}
      />
    </BatchRunSection>
  );
}
