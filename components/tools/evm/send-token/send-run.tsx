'use client';

import { useTranslations } from 'next-intl';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { ChainAccess } from './chain-access';
import { chainName } from './send-chains';
import { type CurrentJob, SEND_TOKEN_TOOL } from './use-send-job';
import { isJobWallet } from './use-wallet-job';

const EXPORT_FILE_NAME = 'send-token-results.csv';

interface SendRunProps {
  job: CurrentJob;
  access: ChainAccess | undefined;
  onNewBatch: () => void;
  /** Called whenever the run stops, so balances and allowance are read again. */
  onSettled: () => void;
  /** Asks for a wallet (no wallet connected yet): shown with the request to connect the job's sender. */
  onConnect?: () => void;
}

/** The running (or restored) batch: progress, controls, every row with its transaction, and the way to a new one. */
export function SendRun({ job, access, onNewBatch, onSettled, onConnect }: SendRunProps) {
  const t = useTranslations('batchSendToken.run');
  const { executor, meta, isRestored } = job;
  const { snapshot, saveError } = useBatchExecutor(executor, SEND_TOKEN_TOOL);
  const isWallet = isJobWallet(access, meta);
  const chain = chainName(meta.chainId);
  return (
    <BatchRunSection
      namespace="batchSendToken.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { symbol: meta.symbol, chain, address: shortenAddress(meta.from) })}
      isRestored={isRestored}
      onNewBatch={onNewBatch}
      onSettled={onSettled}
      table={
        <BatchTable
          job={snapshot.job}
          amountDecimals={meta.decimals}
          txUrl={(txHash) => evmExplorerLink(meta.chainId, 'tx', txHash) ?? '#'}
        />
      }
    >
      {!isWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: meta.from, chain })}{' '}
          {onConnect && (
            <button type="button" className="wallet-link-button" onClick={onConnect}>
              {t('connect')}
            </button>
          )}
        </p>
      )}
      {/* Continue and retry only with the job's wallet on the job's chain; pause, cancel and export always. */}
      <BatchControls
        executor={executor}
        snapshot={snapshot}
        amountDecimals={meta.decimals}
        exportFileName={EXPORT_FILE_NAME}
        canRun={isWallet}
      />
    </BatchRunSection>
  );
}
