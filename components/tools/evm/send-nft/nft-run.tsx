'use client';

import { useTranslations } from 'next-intl';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from '../send-token/chain-access';
import { chainName } from '../send-token/send-chains';
import { isJobWallet } from '../send-token/use-wallet-job';
import { nftResultsToCsv } from './nft-export';
import { type CurrentNftJob, SEND_NFT_TOOL } from './use-nft-job';

const EXPORT_FILE_NAME = 'send-nft-results.csv';

interface NftRunProps {
  locale: Locale;
  job: CurrentNftJob;
  access: ChainAccess | undefined;
  onNewBatch: () => void;
  onSettled: () => void;
  onConnect?: () => void;
}

/** The running (or restored) batch: progress, controls, every row with its token id and transaction. */
export function NftRun({ locale, job, access, onNewBatch, onSettled, onConnect }: NftRunProps) {
  const t = useTranslations('batchSendNft.run');
  const { executor, meta, isRestored } = job;
  const { snapshot, saveError } = useBatchExecutor(executor, SEND_NFT_TOOL);
  const isWallet = isJobWallet(access, meta);
  const chain = chainName(meta.chainId);
  return (
    <BatchRunSection
      namespace="batchSendNft.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', {
        collection: meta.label || shortenAddress(meta.token),
        standard: meta.standard === 'erc721' ? 'ERC-721' : 'ERC-1155',
        chain,
        address: shortenAddress(meta.from),
      })}
      isRestored={isRestored}
      onNewBatch={onNewBatch}
      onSettled={onSettled}
      table={
        <BatchTable
          job={snapshot.job}
          amountDecimals={meta.standard === 'erc1155' ? 0 : undefined}
          noteLabel={t('tokenId')}
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
      <BatchControls
        executor={executor}
        snapshot={snapshot}
        exportFileName={EXPORT_FILE_NAME}
        exportCsv={() => nftResultsToCsv(snapshot.job, locale)}
        canRun={isWallet}
      />
    </BatchRunSection>
  );
}
