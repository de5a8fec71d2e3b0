'use client';

import { useTranslations } from 'next-intl';
import { maxUint256 } from 'viem';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { PlanSummary } from '@/components/tools/key-batch/plan-summary';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { formatDecimal } from '@/lib/fees/decimal';
import { ApprovalFields, useApprovalInputs } from '../approvals/approval-inputs';
import { maxPricePerGas } from '../key-batch/fees';
import { RunPanel } from '../key-batch/run-panel';
import { ShortHex } from '../key-batch/run-table';
import { ActionButton, KeyListField, KeyToolIntro, PlanReview } from '../key-batch/tool-parts';
import { useKeyBatchTool, useKeyList, usePlanReview } from '../key-batch/use-key-batch-tool';
import { type BatchApproveSettings, createBatchApproveDriver } from './batch-approve-driver';
import { type BatchApprovePlan, batchApproveJob, planBatchApprove, settingsFromMeta } from './batch-approve-plan';

/** /batch/approve: many pasted wallets each approve one spender for one token, signed in the page. */
export function BatchApproveView() {
  const t = useTranslations('batchApprove');
  const tool = useKeyBatchTool({
    chainTool: 'batch-approve',
    runTool: 'batch-approve',
    createDriver: createBatchApproveDriver,
    settingsFromMeta,
  });
  const { locale, endpoint, target, targetKey, client, runState, isBusy } = tool;
  const approval = useApprovalInputs(client);
  const { token, spender, info, decimals, amount } = approval;
  const { keysText, setKeysText, keys } = useKeyList();

  const settings: BatchApproveSettings | undefined =
    target && token && spender && amount !== undefined && info.kind === 'ready'
      ? { chainId: target.chainId, token, spender, amount }
      : undefined;
  const inputs = settings
    ? JSON.stringify([targetKey, token, spender, String(amount), keys.entries.map((entry) => entry.address)])
    : '';
  const planRead = usePlanReview<BatchApprovePlan>(
    inputs,
    settings && client && info.kind === 'ready' && keys.entries.length > 0
      ? () =>
          planBatchApprove({
            client,
            entries: keys.entries,
            settings,
            token: { symbol: info.symbol, decimals: info.decimals },
          })
      : undefined,
  );
  const { plan, clear } = planRead;

  function start(ready: BatchApprovePlan) {
    tool.start((at) => batchApproveJob(ready, at), ready.settings, keys.ring);
    clear();
  }

  const ready = plan.phase === 'ready' ? plan.plan : undefined;
  const native = { symbol: target?.nativeSymbol ?? 'ETH', decimals: target?.nativeDecimals ?? 18 };
  const show = (value: bigint | undefined) =>
    value === undefined ? '—' : value === maxUint256 ? t('unlimited') : formatDecimal(value, decimals ?? 0);
  return (
    <article className="key-batch batch-approve">
      <KeyToolIntro title={t('title')} intro={t('intro')} tool={tool} ring={keys.ring} />
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
      </div>
      <ApprovalFields namespace="batchApprove" inputs={approval} chainId={target?.chainId} disabled={isBusy} />
      <KeyListField
        label={t('keysLabel')}
        hint={t('keysHint')}
        value={keysText}
        onChange={setKeysText}
        keys={keys}
        status={t('keysCount', { count: keys.entries.length })}
        disabled={isBusy}
      />
      <PlanReview tool={tool} read={planRead} failedMessage={(message) => t('readFailed', { message })} />
      {ready && (
        <>
          <PlanSummary
            title={t('summary.title')}
            items={[
              { term: t('summary.wallets'), value: ready.wallets.length },
              { term: t('summary.ready'), value: ready.totals.ready },
              { term: t('summary.done'), value: ready.totals.done },
              {
                term: t('summary.needsGas'),
                value: ready.totals['needs-gas'],
                isWarning: ready.totals['needs-gas'] > 0,
              },
              {
                term: t('summary.refused'),
                value: ready.totals.refused + ready.totals.error,
                isWarning: ready.totals.refused + ready.totals.error > 0,
              },
              {
                term: t('summary.fees'),
                value: `${formatDecimal(ready.totals.fees, native.decimals)} ${native.symbol}`,
              },
              { term: t('summary.maxFeePerGas'), value: `${formatDecimal(maxPricePerGas(ready.quote), 9)} Gwei` },
            ]}
          />
          {ready.totals.zeroFirst > 0 && (
            <p className="account-alert account-alert--notice" role="status">
              {t('zeroFirst', { count: ready.totals.zeroFirst })}
            </p>
          )}
          <VirtualTable
            label={t('planLabel')}
            columns={[
              t('columns.line'),
              t('columns.wallet'),
              t('columns.current'),
              t('columns.fee', native),
              t('columns.state'),
            ]}
            count={ready.wallets.length}
            rowState={(index) => ready.wallets[index].state}
            row={(index) => {
              const wallet = ready.wallets[index];
              return [
                wallet.line,
                <ShortHex key="wallet" value={wallet.address} />,
                show(wallet.current),
                formatDecimal(wallet.fee, native.decimals),
                <span key="state" title={wallet.error}>
                  {t(`states.${wallet.state}`)}
                  {wallet.zeroFirst ? ` · ${t('zeroFirstRow')}` : ''}
                </span>,
              ];
            }}
          />
          <ActionButton disabled={ready.totals.ready === 0 || isBusy} onClick={() => start(ready)}>
            {t('start', { count: ready.totals.ready })}
          </ActionButton>
        </>
      )}
      {runState.run && (
        <RunPanel run={runState.run} storageTool={runState.storageTool} exportFileName="batch-approve.csv" />
      )}
    </article>
  );
}
