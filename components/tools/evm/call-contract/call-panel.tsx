'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { PublicClient } from 'viem';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { PlanSummary } from '@/components/tools/key-batch/plan-summary';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { localizeError } from '@/lib/errors';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ChainTarget } from '../key-batch/chain';
import { KeyRing, parseKeyList } from '../key-batch/keys';
import { lanesWithKeys } from '../key-batch/resume';
import { ResumeNotice } from '../key-batch/resume-notice';
import { useKeyBatchRun } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import type { EvmWallet } from '../send-token/wallet-handle';
import { functionSignature, isPayable } from './abi';
import { createCallDriver, settingsFromJob } from './call-driver';
import { type CallPlan, callJob, planCalls } from './call-plan';
import { CallPlanList } from './call-plan-list';
import { pairCalls, parseCallRows } from './call-rows';
import { CallRunPanel } from './call-run-panel';
import type { ContractChoice } from './contract-panel';
import { useCallIssueText } from './use-call-issue-text';
import { createWalletCallDriver } from './wallet-call-driver';

interface CallPanelProps {
  endpoint: RpcEndpoint;
  target: ChainTarget | undefined;
  client: PublicClient | undefined;
  choice: ContractChoice | undefined;
  /** Pasted keys (a wallet each), or the connected browser wallet making every line's call in turn. */
  source: CallSource;
}

export type CallSource =
  | { kind: 'keys' }
  | { kind: 'wallet'; wallet: EvmWallet | null; getWallet: () => EvmWallet | null; onConnect: () => void };

/**
 * The arguments of each call (a line per call, from the text box or a CSV file), the pasted keys, the review that
 * simulates every wallet's call from that wallet, and the run of the calls that would succeed.
 */
export function CallPanel({ endpoint, target, client, choice, source }: CallPanelProps) {
  const t = useTranslations('batchCallContract.calls');
  const locale = useSiteLocale();
  const argsId = useId();
  const [argsText, setArgsText] = useState('');
  const [keysText, setKeysText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  const keyIssueText = useKeyIssueText();
  const callIssueText = useCallIssueText();
  const isWallet = source.kind === 'wallet';
  const runState = useKeyBatchRun(isWallet ? 'call-contract-wallet' : 'call-contract');
  const isBusy = useRunBusy(runState.run);
  const decimals = target?.nativeDecimals ?? 18;
  const symbol = target?.nativeSymbol ?? 'ETH';

  const item = choice?.item;
  const parsed = useMemo(
    () => (item ? parseCallRows(argsText, item, decimals) : { rows: [], issues: [] }),
    [argsText, item, decimals],
  );
  const walletAddress =
    source.kind === 'wallet' && source.wallet?.status === 'connected' ? source.wallet.address : undefined;
  const pairing =
    !isWallet && item && keys.entries.length > 0 ? pairCalls(item, parsed.rows, keys.entries.length) : undefined;
  const calls = isWallet
    ? parsed.rows.length > 0 && parsed.issues.length === 0
      ? parsed.rows
      : undefined
    : pairing?.ok && parsed.issues.length === 0
      ? pairing.calls
      : undefined;
  // The connected wallet makes every line's call: its address stands for each line's sender.
  const senders = isWallet
    ? walletAddress
      ? parsed.rows.map((row) => ({ line: row.line, address: walletAddress }))
      : []
    : keys.entries;
  const inputs =
    choice && calls && target && senders.length > 0
      ? JSON.stringify([
          target.chainId,
          target.rpcUrl,
          choice.contract,
          functionSignature(choice.item),
          argsText,
          senders,
        ])
      : '';
  const { state: plan, read, clear } = usePlanRead<CallPlan>(inputs);

  function review() {
    if (!choice || !client || !calls) return;
    const wallets = senders;
    if (wallets.length === 0) return;
    void read(inputs, () =>
      planCalls({ client, contract: choice.contract, abi: choice.abi, item: choice.item, wallets, calls }),
    );
  }

  function start(ready: CallPlan) {
    if (!target || !client) return;
    const job = callJob(ready, target);
    if (source.kind === 'wallet') {
      const { getWallet } = source;
      runState.start(
        job,
        () => createWalletCallDriver(settingsFromJob(job), { client, wallet: getWallet }),
        new KeyRing(),
      );
    } else {
      const ring = keys.ring.only(keys.entries.map((entry) => entry.address));
      runState.start(job, (attempts) => createCallDriver(settingsFromJob(job), { client, ring, attempts }), ring);
    }
    clear();
  }

  function resume() {
    const job = runState.stored;
    if (!job || !client) return;
    if (source.kind === 'wallet') {
      const { getWallet } = source;
      runState.resume(() => createWalletCallDriver(settingsFromJob(job), { client, wallet: getWallet }), new KeyRing());
      return;
    }
    const ring = keys.ring;
    runState.resume((attempts) => createCallDriver(settingsFromJob(job), { client, ring, attempts }), ring);
  }

  async function importFile(file: File | undefined) {
    if (file) setArgsText(await file.text());
  }

  const columns = item
    ? [...item.inputs.map((input, index) => `${input.name || `#${index + 1}`} (${input.type})`)]
    : [];
  if (item && isPayable(item)) columns.push(t('valueColumn', { symbol }));
  const ready = plan.phase === 'ready' ? plan.plan : undefined;
  const format = (value: bigint) => `${formatBaseUnits(value, decimals)} ${symbol}`;
  return (
    <section className="key-batch__panel" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      {runState.stored && !runState.run && (
        <ResumeNotice
          job={runState.stored}
          chainId={target?.chainId}
          keys={lanesWithKeys(runState.stored, keys.ring)}
          onResume={resume}
          onDiscard={runState.discard}
        />
      )}
      {item && (
        <div className="account-field">
          <label htmlFor={argsId} className="account-field__label">
            {t('argsLabel')}
          </label>
          <p className="account-field__hint">
            {columns.length > 0 ? t('argsHint', { columns: columns.join(', ') }) : t('noArgs')}
          </p>
          <textarea
            id={argsId}
            className="account-field__input key-batch__mono"
            rows={5}
            spellCheck={false}
            value={argsText}
            disabled={isBusy}
            onChange={(event) => setArgsText(event.target.value)}
          />
          <label className="account-field__hint">
            {t('importCsv')}{' '}
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              disabled={isBusy}
              onChange={(event) => void importFile(event.target.files?.[0])}
            />
          </label>
        </div>
      )}
      <IssueList issues={parsed.issues.map((issue) => ({ line: issue.line, text: callIssueText(issue) }))} />
      {!isWallet && (
        <>
          <SecretTextarea
            label={t('keysLabel')}
            hint={t('keysHint')}
            value={keysText}
            onChange={setKeysText}
            placeholder="0x…"
            status={t('keysCount', { count: keys.entries.length })}
            disabled={isBusy}
            rows={5}
          />
          <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: keyIssueText(issue) }))} />
        </>
      )}
      {source.kind === 'wallet' && !walletAddress && <p className="account-field__hint">{t('connectToReview')}</p>}
      {pairing && !pairing.ok && (
        <p className="account-field__error" role="alert">
          {t('pairing', { rows: pairing.rowCount, wallets: pairing.walletCount })}
        </p>
      )}
      <div className="key-batch__actions">
        {source.kind === 'wallet' && !walletAddress && (
          <button type="button" className="button key-batch__button" onClick={source.onConnect}>
            {t('connect')}
          </button>
        )}
        <button
          type="button"
          className="button key-batch__button"
          disabled={!calls || senders.length === 0 || !client || plan.phase === 'reading' || isBusy}
          onClick={review}
        >
          {plan.phase === 'reading' ? t('reviewing') : t('review')}
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
              { term: t('summary.wallets'), value: ready.rows.length },
              { term: t('summary.ready'), value: ready.counts.ready },
              { term: t('summary.refused'), value: ready.counts.refused, isWarning: ready.counts.refused > 0 },
              { term: t('summary.needsGas'), value: ready.counts.needsGas, isWarning: ready.counts.needsGas > 0 },
              { term: t('summary.maxFeePerGas'), value: `${formatBaseUnits(ready.maxFeePerGas, 9)} Gwei` },
              { term: t('summary.fees'), value: format(ready.maxTotalFees) },
              { term: t('summary.value'), value: format(ready.totalValue) },
            ]}
          />
          <CallPlanList plan={ready} symbol={symbol} decimals={decimals} />
          <div className="key-batch__actions">
            <button
              type="button"
              className="button key-batch__button"
              disabled={ready.counts.ready === 0 || isBusy}
              onClick={() => start(ready)}
            >
              {t('start', { count: ready.counts.ready })}
            </button>
          </div>
        </>
      )}
      {runState.run && <CallRunPanel run={runState.run} storageTool={runState.storageTool} />}
    </section>
  );
}
