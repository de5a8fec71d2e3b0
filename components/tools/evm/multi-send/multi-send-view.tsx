'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { localizeError } from '@/lib/errors';
import { isLocale } from '@/lib/i18n/config';
import { AssetField } from '../key-batch/asset-field';
import { createRpcClient } from '../key-batch/chain';
import { lanesWithKeys } from '../key-batch/resume';
import { ResumeNotice } from '../key-batch/resume-notice';
import { RunPanel } from '../key-batch/run-panel';
import { useAsset } from '../key-batch/use-asset';
import { useChainTarget } from '../key-batch/use-chain-target';
import { useKeyBatchRun } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import { createMultiSendDriver, type MultiSendSettings, multiSendJob } from './multi-send-driver';
import { type MultiSendPlan, planMultiSend } from './multi-send-plan';
import { MultiSendReview } from './multi-send-review';
import { parseMultiSendRows } from './multi-send-rows';
import { useRowIssueText } from './use-row-issue-text';

function settingsFromMeta(meta: Record<string, string>): MultiSendSettings {
  return {
    chainId: Number(meta.chainId),
    token: meta.token === 'native' ? 'native' : (meta.token as Address),
    symbol: meta.symbol ?? '',
    decimals: Number(meta.decimals ?? 18),
  };
}

/** Many wallets, each sending to its own recipient: rows `privateKey,recipient,amount|all`, reviewed, then sent. */
export function MultiSendView() {
  const t = useTranslations('batchMultiSend');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const tBatch = useTranslations('batch');
  const tAsset = useTranslations('keyBatch.asset');
  const { endpoint, target } = useChainTarget('evm-multi-send');
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  const asset = useAsset(target, 'evm-multi-send.asset');
  const decimals = asset.status.kind === 'ready' ? asset.status.decimals : 18;
  const [rowsText, setRowsText] = useState('');
  const deferredRows = useDeferredValue(rowsText);
  const parsed = useMemo(() => parseMultiSendRows(deferredRows, decimals), [deferredRows, decimals]);
  const runState = useKeyBatchRun('multi-send');
  const isBusy = useRunBusy(runState.run);
  const issueText = useRowIssueText(decimals);

  const settings: MultiSendSettings | undefined =
    target && asset.status.kind === 'ready'
      ? { chainId: target.chainId, token: asset.status.token, symbol: asset.status.symbol, decimals }
      : undefined;
  const inputs = settings
    ? JSON.stringify([
        targetKey,
        settings.token,
        parsed.rows.map((row) => [row.line, row.source, row.recipient, String(row.amount)]),
      ])
    : '';
  const { state: plan, read, clear } = usePlanRead<MultiSendPlan>(inputs);

  const review = useCallback(() => {
    if (!settings || !target || !client || parsed.rows.length === 0) return;
    void read(inputs, () => planMultiSend({ target, client, rows: parsed.rows, settings }));
  }, [settings, target, client, parsed, read, inputs]);

  function start(ready: MultiSendPlan) {
    if (!target || !client) return;
    const job = multiSendJob(
      ready.rows.map((entry) => entry.row),
      ready.settings,
      target,
    );
    const { ring } = parsed;
    runState.start(job, (attempts) => createMultiSendDriver(ready.settings, { client, ring, attempts }), ring);
    clear();
  }

  function resume() {
    const job = runState.stored;
    if (!job || !client) return;
    const { ring } = parsed;
    runState.resume((attempts) => createMultiSendDriver(settingsFromMeta(job.meta), { client, ring, attempts }), ring);
  }

  return (
    <article className="key-batch">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <KeyNotice />
      {runState.stored && !runState.run && (
        <ResumeNotice
          job={runState.stored}
          chainId={target?.chainId}
          keys={lanesWithKeys(runState.stored, parsed.ring)}
          onResume={resume}
          onDiscard={runState.discard}
        />
      )}
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
        <AssetField state={asset} nativeSymbol={target?.nativeSymbol ?? 'ETH'} disabled={isBusy} />
      </div>
      {asset.status.kind === 'error' && (
        <RpcReadError
          endpoint={endpoint}
          message={tAsset('readError', { message: localizeError(asset.status.error, locale) })}
          onRetry={asset.retry}
          disabled={isBusy}
        />
      )}
      <SecretTextarea
        label={t('rowsLabel')}
        hint={t('rowsHint')}
        value={rowsText}
        onChange={setRowsText}
        maskLine={maskLeadingKey}
        placeholder={t('rowsPlaceholder')}
        status={t('rowsCount', { count: parsed.rows.length })}
        disabled={isBusy}
      />
      <IssueList issues={parsed.issues.map((issue) => ({ line: issue.line, text: issueText(issue.codes) }))} />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!settings || parsed.rows.length === 0 || plan.phase === 'reading' || isBusy}
          onClick={review}
        >
          {plan.phase === 'reading' ? tBatch('reviewing') : tBatch('review')}
        </button>
      </div>
      {plan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('reviewFailed', { message: localizeError(plan.error, locale) })}
          onRetry={review}
          disabled={isBusy}
        />
      )}
      {plan.phase === 'ready' && (
        <>
          <MultiSendReview plan={plan.plan} ring={parsed.ring} />
          <div className="key-batch__actions">
            <button
              type="button"
              className="button key-batch__button"
              disabled={isBusy}
              onClick={() => start(plan.plan)}
            >
              {t('start', { count: plan.plan.rows.length })}
            </button>
          </div>
        </>
      )}
      {runState.run && (
        <RunPanel run={runState.run} storageTool={runState.storageTool} exportFileName="multi-send.csv" />
      )}
    </article>
  );
}
