'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useMemo, useState } from 'react';
import { maxUint256 } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { PlanSummary } from '@/components/tools/key-batch/plan-summary';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { localizeError } from '@/lib/errors';
import { formatDecimal, tryParseDecimal } from '@/lib/fees/decimal';
import { isLocale } from '@/lib/i18n/config';
import { SpenderLabel } from '../approvals/spender-label';
import { useTokenInfo } from '../approvals/use-token-info';
import { createRpcClient } from '../key-batch/chain';
import { maxPricePerGas } from '../key-batch/fees';
import { parseKeyList } from '../key-batch/keys';
import { lanesWithKeys } from '../key-batch/resume';
import { ResumeNotice } from '../key-batch/resume-notice';
import { RunPanel } from '../key-batch/run-panel';
import { ShortHex } from '../key-batch/run-table';
import { useChainTarget } from '../key-batch/use-chain-target';
import { useKeyBatchRun } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import { type BatchApproveSettings, createBatchApproveDriver } from './batch-approve-driver';
import { type BatchApprovePlan, batchApproveJob, planBatchApprove, settingsFromMeta } from './batch-approve-plan';

/** /batch/approve: many pasted wallets each approve one spender for one token, signed in the page. */
export function BatchApproveView() {
  const t = useTranslations('batchApprove');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const tBatch = useTranslations('batch');
  const { endpoint, target } = useChainTarget('batch-approve');
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  const [tokenText, setTokenText] = useState('');
  const [spenderText, setSpenderText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [isUnlimited, setIsUnlimited] = useState(false);
  const [keysText, setKeysText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  const issueText = useKeyIssueText();
  const runState = useKeyBatchRun('batch-approve');
  const isBusy = useRunBusy(runState.run);

  const token = checksumEvmAddress(tokenText);
  const spender = checksumEvmAddress(spenderText);
  const info = useTokenInfo(client, token);
  const decimals = info.kind === 'ready' ? info.decimals : undefined;
  const amount = isUnlimited
    ? maxUint256
    : decimals === undefined || amountText.trim() === ''
      ? undefined
      : tryParseDecimal(amountText.trim(), decimals);
  const settings: BatchApproveSettings | undefined =
    target && token && spender && amount !== undefined && info.kind === 'ready'
      ? { chainId: target.chainId, token, spender, amount }
      : undefined;
  const inputs = settings
    ? JSON.stringify([targetKey, token, spender, String(amount), keys.entries.map((entry) => entry.address)])
    : '';
  const { state: plan, read, clear } = usePlanRead<BatchApprovePlan>(inputs);

  function review() {
    if (!settings || !client || info.kind !== 'ready' || keys.entries.length === 0) return;
    const entries = keys.entries;
    const tokenInfo = { symbol: info.symbol, decimals: info.decimals };
    void read(inputs, () => planBatchApprove({ client, entries, settings, token: tokenInfo }));
  }

  function start(ready: BatchApprovePlan) {
    if (!target || !client) return;
    const { ring } = keys;
    runState.start(
      batchApproveJob(ready, target),
      (attempts) => createBatchApproveDriver(ready.settings, { client, ring, attempts }),
      ring,
    );
    clear();
  }

  function resume() {
    const job = runState.stored;
    if (!job || !client) return;
    const { ring } = keys;
    runState.resume(
      (attempts) => createBatchApproveDriver(settingsFromMeta(job.meta), { client, ring, attempts }),
      ring,
    );
  }

  const ready = plan.phase === 'ready' ? plan.plan : undefined;
  const native = { symbol: target?.nativeSymbol ?? 'ETH', decimals: target?.nativeDecimals ?? 18 };
  const show = (value: bigint | undefined) =>
    value === undefined ? '—' : value === maxUint256 ? t('unlimited') : formatDecimal(value, decimals ?? 0);
  return (
    <article className="key-batch batch-approve">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <KeyNotice />
      {runState.stored && !runState.run && (
        <ResumeNotice
          job={runState.stored}
          chainId={target?.chainId}
          keys={lanesWithKeys(runState.stored, keys.ring)}
          onResume={resume}
          onDiscard={runState.discard}
        />
      )}
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
      </div>
      <TextField
        label={t('tokenLabel')}
        value={tokenText}
        onChange={setTokenText}
        placeholder="0x…"
        disabled={isBusy}
        error={
          tokenText.trim() !== '' && !token
            ? t('addressInvalid')
            : info.kind === 'not-token'
              ? t('notToken')
              : undefined
        }
      />
      {info.kind === 'ready' && (
        <p className="account-field__hint" role="status">
          {t('tokenInfo', { symbol: info.symbol, decimals: info.decimals })}
        </p>
      )}
      <TextField
        label={t('spenderLabel')}
        hint={t('spenderHint')}
        value={spenderText}
        onChange={setSpenderText}
        placeholder="0x…"
        disabled={isBusy}
        error={spenderText.trim() !== '' && !spender ? t('addressInvalid') : undefined}
      />
      {spender && <SpenderLabel spender={spender} chainId={target?.chainId} />}
      <TextField
        label={t('amountLabel')}
        hint={t('amountHint')}
        value={isUnlimited ? '' : amountText}
        onChange={setAmountText}
        placeholder={isUnlimited ? t('unlimited') : '0'}
        inputMode="decimal"
        disabled={isBusy || isUnlimited}
        error={
          !isUnlimited && amountText.trim() !== '' && decimals !== undefined && amount === undefined
            ? t('amountInvalid', { decimals })
            : undefined
        }
      />
      <label className="key-batch__check">
        <input
          type="checkbox"
          checked={isUnlimited}
          disabled={isBusy}
          onChange={(event) => setIsUnlimited(event.target.checked)}
        />
        {t('unlimitedLabel')}
      </label>
      <SecretTextarea
        label={t('keysLabel')}
        hint={t('keysHint')}
        value={keysText}
        onChange={setKeysText}
        maskLine={maskLeadingKey}
        placeholder="0x…"
        status={t('keysCount', { count: keys.entries.length })}
        disabled={isBusy}
      />
      <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!settings || keys.entries.length === 0 || plan.phase === 'reading' || isBusy}
          onClick={review}
        >
          {plan.phase === 'reading' ? tBatch('reviewing') : tBatch('review')}
        </button>
      </div>
      {plan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: localizeError(plan.error, locale) })}
          onRetry={review}
          disabled={isBusy}
        />
      )}
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
          <div className="key-batch__actions">
            <button
              type="button"
              className="button key-batch__button"
              disabled={ready.totals.ready === 0 || isBusy}
              onClick={() => start(ready)}
            >
              {t('start', { count: ready.totals.ready })}
            </button>
          </div>
        </>
      )}
      {runState.run && (
        <RunPanel run={runState.run} storageTool={runState.storageTool} exportFileName="batch-approve.csv" />
      )}
    </article>
  );
}
