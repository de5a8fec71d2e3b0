'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { AssetField } from '../key-batch/asset-field';
import { RunPanel } from '../key-batch/run-panel';
import { ActionButton, AssetReadError, KeyToolIntro, PlanReview } from '../key-batch/tool-parts';
import { useAsset } from '../key-batch/use-asset';
import { useKeyBatchTool, usePlanReview } from '../key-batch/use-key-batch-tool';
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
  const tool = useKeyBatchTool({
    chainTool: 'evm-multi-send',
    runTool: 'multi-send',
    createDriver: createMultiSendDriver,
    settingsFromMeta,
  });
  const { locale, endpoint, target, targetKey, client, runState, isBusy } = tool;
  const asset = useAsset(target, 'evm-multi-send.asset');
  const decimals = asset.status.kind === 'ready' ? asset.status.decimals : 18;
  const [rowsText, setRowsText] = useState('');
  const deferredRows = useDeferredValue(rowsText);
  const parsed = useMemo(() => parseMultiSendRows(deferredRows, decimals), [deferredRows, decimals]);
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
  const planRead = usePlanReview<MultiSendPlan>(
    inputs,
    settings && target && client && parsed.rows.length > 0
      ? () => planMultiSend({ target, client, rows: parsed.rows, settings })
      : undefined,
  );
  const { plan, clear } = planRead;

  function start(ready: MultiSendPlan) {
    const rows = ready.rows.map((entry) => entry.row);
    tool.start((at) => multiSendJob(rows, ready.settings, at), ready.settings, parsed.ring);
    clear();
  }

  return (
    <article className="key-batch">
      <KeyToolIntro title={t('title')} intro={t('intro')} tool={tool} ring={parsed.ring} />
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
        <AssetField state={asset} nativeSymbol={target?.nativeSymbol ?? 'ETH'} disabled={isBusy} />
      </div>
      <AssetReadError endpoint={endpoint} asset={asset} disabled={isBusy} />
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
      <PlanReview tool={tool} read={planRead} failedMessage={(message) => t('reviewFailed', { message })} />
      {plan.phase === 'ready' && (
        <>
          <MultiSendReview plan={plan.plan} ring={parsed.ring} />
          <ActionButton disabled={isBusy} onClick={() => start(plan.plan)}>
            {t('start', { count: plan.plan.rows.length })}
          </ActionButton>
        </>
      )}
      {runState.run && (
        <RunPanel run={runState.run} storageTool={runState.storageTool} exportFileName="multi-send.csv" />
      )}
    </article>
  );
}
