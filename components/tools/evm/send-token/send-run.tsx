'use client';

import { useTranslations } from 'next-intl';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { JobState } from '@/lib/batch/types';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { ChainAccess } from './chain-access';
import { chainName } from './send-chains';
import { type CurrentJob, SEND_TOKEN_TOOL } from './use-send-job';
import { type CurrentWalletJob, isJobWallet, type WalletJobMeta } from './use-wallet-job';

interface WalletRunProps<M extends WalletJobMeta> {
  /** The tool's run texts: BatchRunSection's, wrongWallet ({address}, {chain}) and connect. */
  namespace: 'batchSendToken.run' | 'batchSendNft.run';
  /** The batch engine's storage name of the tool's job. */
  storageTool: string;
  job: CurrentWalletJob<M>;
  access: ChainAccess | undefined;
  /** The run's one line, given the chain's name. */
  summary: (chain: string) => string;
  /** Decimals of the rows' amounts (undefined: none shown), and a header for the rows' notes (e.g. token ids). */
  amountDecimals?: number;
  noteLabel?: string;
  exportFileName: string;
  exportCsv?: (job: JobState) => string;
  onNewBatch: () => void;
  onSettled: () => void;
  onConnect?: () => void;
}

/** A connected EVM wallet's batch, running or restored: progress, controls, every row with its transaction. */
export function WalletRun<M extends WalletJobMeta>(props: WalletRunProps<M>) {
  const { namespace, job, access, amountDecimals, exportCsv, onConnect } = props;
  const t = useTranslations(namespace);
  const { executor, meta, isRestored } = job;
  const { snapshot, saveError } = useBatchExecutor(executor, props.storageTool);
  const isWallet = isJobWallet(access, meta);
  const chain = chainName(meta.chainId);
  return (
    <BatchRunSection
      namespace={namespace}
      snapshot={snapshot}
      saveError={saveError}
      summary={props.summary(chain)}
      isRestored={isRestored}
      onNewBatch={props.onNewBatch}
      onSettled={props.onSettled}
      table={
        <BatchTable
          job={snapshot.job}
          amountDecimals={amountDecimals}
          noteLabel={props.noteLabel}
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
        amountDecimals={amountDecimals}
        exportFileName={props.exportFileName}
        exportCsv={exportCsv && (() => exportCsv(snapshot.job))}
        canRun={isWallet}
      />
    </BatchRunSection>
  );
}

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
export function SendRun(props: SendRunProps) {
  const t = useTranslations('batchSendToken.run');
  const { meta } = props.job;
  return (
    <WalletRun
      {...props}
      namespace="batchSendToken.run"
      storageTool={SEND_TOKEN_TOOL}
      summary={(chain) => t('summary', { symbol: meta.symbol, chain, address: shortenAddress(meta.from) })}
      amountDecimals={meta.decimals}
      exportFileName="send-token-results.csv"
    />
  );
}
