'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { evmExplorerLink } from '@/chains/evm/family';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchProgress } from '@/components/batch/batch-progress';
import { BatchTable } from '@/components/batch/batch-table';
import { downloadCsv } from '@/components/batch/download-csv';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { resultsToCsv } from '@/lib/batch';
import { shortenAddress } from '@/lib/client/user/display-name';
import { localizeError } from '@/lib/errors';
import { isLocale, type Locale } from '@/lib/i18n/config';
import type { ChainAccess } from './chain-access';
import { chainName } from './send-chains';
import { type CurrentJob, isJobWallet, SEND_TOKEN_TOOL } from './use-send-job';

const EXPORT_FILE_NAME = 'send-token-results.csv';

interface SendRunProps {
  job: CurrentJob;
  access: ChainAccess | undefined;
  onNewBatch: () => void;
  /** Called whenever the run stops, so balances and allowance are read again. */
  onSettled: () => void;
}

/** The running (or restored) batch: progress, controls, every row with its transaction, and the way to a new one. */
export function SendRun({ job, access, onNewBatch, onSettled }: SendRunProps) {
  const t = useTranslations('sendToken.run');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const { executor, meta, isRestored } = job;
  const { snapshot, saveError } = useBatchExecutor(executor, SEND_TOKEN_TOOL);
  const { counts, isRunning } = snapshot;
  const isWallet = isJobWallet(access, meta);
  const chain = chainName(meta.chainId);

  useEffect(() => {
    if (!isRunning) onSettled();
  }, [isRunning, onSettled]);

  return (
    <section className="send-token__panel send-token__run" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p className="account-card__muted">
        {t('summary', { symbol: meta.symbol, chain, address: shortenAddress(meta.from) })}
      </p>
      {isRestored && <p className="account-alert account-alert--notice">{t('resumed')}</p>}
      {saveError !== null && (
        <p className="account-alert account-alert--error" role="alert">
          {t('saveError', { message: localizeError(saveError, locale) })}
        </p>
      )}
      <BatchProgress counts={counts} />
      {counts.total > 0 && counts.confirmed === counts.total && (
        <p className="account-alert account-alert--notice" role="status">
          {t('done', { count: counts.total })}
        </p>
      )}
      {isWallet ? (
        <BatchControls
          executor={executor}
          snapshot={snapshot}
          amountDecimals={meta.decimals}
          exportFileName={EXPORT_FILE_NAME}
        />
      ) : (
        <div className="batch-controls">
          <p className="account-alert account-alert--error" role="alert">
            {t('wrongWallet', { address: meta.from, chain })}
          </p>
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              downloadCsv(EXPORT_FILE_NAME, resultsToCsv(snapshot.job, { locale, amountDecimals: meta.decimals }))
            }
          >
            {t('export')}
          </button>
        </div>
      )}
      {!isRunning && (
        <button
          type="button"
          className="button button--small account-button--secondary send-token__new"
          onClick={onNewBatch}
        >
          {t('newBatch')}
        </button>
      )}
      <BatchTable
        job={snapshot.job}
        amountDecimals={meta.decimals}
        txUrl={(txHash) => evmExplorerLink(meta.chainId, 'tx', txHash) ?? '#'}
      />
    </section>
  );
}
