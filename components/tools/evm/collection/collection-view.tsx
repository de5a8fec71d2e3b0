'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import { tryParseDecimal } from '@/lib/fees/decimal';
import { isLocale } from '@/lib/i18n/config';
import { AssetField } from '../key-batch/asset-field';
import { createRpcClient } from '../key-batch/chain';
import { parseKeyList } from '../key-batch/keys';
import { lanesWithKeys } from '../key-batch/resume';
import { ResumeNotice } from '../key-batch/resume-notice';
import { RunPanel } from '../key-batch/run-panel';
import { useAsset } from '../key-batch/use-asset';
import { useChainTarget } from '../key-batch/use-chain-target';
import { useKeyBatchRun } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import { type CollectionSettings, createCollectionDriver } from './collection-driver';
import { type CollectionPlan, collectionJob, planCollection } from './collection-plan';
import { CollectionSummary } from './collection-summary';
import { TopUpPanel } from './top-up-panel';
import { WalletPlanTable } from './wallet-plan-table';

function settingsFromMeta(meta: Record<string, string>): CollectionSettings {
  return {
    chainId: Number(meta.chainId),
    token: meta.token === 'native' ? 'native' : (meta.token as Address),
    destination: meta.destination as Address,
    keep: BigInt(meta.keep ?? '0'),
  };
}

/** What the collection's draft keeps (lib/client/tool-draft.ts): the destination and the amount left; never the keys. */
export interface CollectionDraft {
  destinationText: string;
  keepText: string;
}

const EMPTY_DRAFT: CollectionDraft = { destinationText: '', keepText: '' };

export function parseCollectionDraft(raw: unknown): CollectionDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { destinationText, keepText } = raw as Record<string, unknown>;
  return typeof destinationText === 'string' && typeof keepText === 'string' ? { destinationText, keepText } : null;
}

/** Sweeps a coin or an ERC-20 from many pasted keys to one address: balances first, gas top-ups, then the run. */
export function CollectionView() {
  const t = useTranslations('batchCollection');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const tBatch = useTranslations('batch');
  const tAsset = useTranslations('keyBatch.asset');
  const { endpoint, target } = useChainTarget('evm-collection');
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  const asset = useAsset(target, 'evm-collection.asset');
  const [keysText, setKeysText] = useState('');
  // Deriving addresses from thousands of keys takes a moment: it follows the typing at a lower priority.
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  const [draft, setDraft] = useToolDraft('evm-collection', EMPTY_DRAFT, parseCollectionDraft);
  const { destinationText, keepText } = draft;
  const setDestinationText = useCallback(
    (next: string) => setDraft((current) => ({ ...current, destinationText: next })),
    [setDraft],
  );
  const setKeepText = useCallback(
    (next: string) => setDraft((current) => ({ ...current, keepText: next })),
    [setDraft],
  );
  const runState = useKeyBatchRun('collection');
  const isBusy = useRunBusy(runState.run);
  const issueText = useKeyIssueText();

  const destination = checksumEvmAddress(destinationText);
  const decimals = asset.status.kind === 'ready' ? asset.status.decimals : undefined;
  const keep =
    keepText.trim() === '' ? 0n : decimals === undefined ? undefined : tryParseDecimal(keepText.trim(), decimals);
  const settings: CollectionSettings | undefined =
    target && asset.status.kind === 'ready' && destination && keep !== undefined
      ? { chainId: target.chainId, token: asset.status.token, destination, keep }
      : undefined;
  const inputs = settings
    ? JSON.stringify([
        targetKey,
        settings.token,
        settings.destination,
        String(keep),
        keys.entries.map((e) => e.address),
      ])
    : '';
  const { state: plan, read, clear } = usePlanRead<CollectionPlan>(inputs);

  const readPlan = useCallback(() => {
    if (!settings || !target || !client || keys.entries.length === 0) return;
    void read(inputs, () => planCollection({ target, client, entries: keys.entries, settings }));
  }, [settings, target, client, keys, read, inputs]);

  function start(ready: CollectionPlan) {
    if (!target || !client) return;
    const { job } = collectionJob(ready, target);
    const { ring } = keys;
    runState.start(job, (attempts) => createCollectionDriver(ready.settings, { client, ring, attempts }), ring);
    clear();
  }

  function resume() {
    const job = runState.stored;
    if (!job || !client) return;
    const { ring } = keys;
    runState.resume((attempts) => createCollectionDriver(settingsFromMeta(job.meta), { client, ring, attempts }), ring);
  }

  const nativeSymbol = target?.nativeSymbol ?? 'ETH';
  const isToken = settings?.token !== undefined && settings.token !== 'native';
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
          keys={lanesWithKeys(runState.stored, keys.ring)}
          onResume={resume}
          onDiscard={runState.discard}
        />
      )}
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
        <AssetField state={asset} nativeSymbol={nativeSymbol} disabled={isBusy} />
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
      <TextField
        label={t('destinationLabel')}
        hint={t('destinationHint')}
        value={destinationText}
        onChange={setDestinationText}
        placeholder="0x…"
        disabled={isBusy}
        error={destinationText.trim() !== '' && !destination ? t('destinationInvalid') : undefined}
      />
      <TextField
        label={t('keepLabel')}
        hint={t('keepHint')}
        value={keepText}
        onChange={setKeepText}
        placeholder="0"
        inputMode="decimal"
        disabled={isBusy}
        error={keep === undefined && decimals !== undefined ? t('keepInvalid', { decimals }) : undefined}
      />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!settings || keys.entries.length === 0 || plan.phase === 'reading' || isBusy}
          onClick={readPlan}
        >
          {plan.phase === 'reading' ? tBatch('reviewing') : tBatch('review')}
        </button>
      </div>
      {plan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: localizeError(plan.error, locale) })}
          onRetry={readPlan}
          disabled={isBusy}
        />
      )}
      {plan.phase === 'ready' && target && client && (
        <>
          <CollectionSummary plan={plan.plan} walletCount={keys.entries.length} />
          <WalletPlanTable plan={plan.plan} ring={keys.ring} />
          {isToken && plan.plan.totals.needsGas > 0 && (
            <TopUpPanel plan={plan.plan} target={target} client={client} onDone={readPlan} />
          )}
          <div className="key-batch__actions">
            <button
              type="button"
              className="button key-batch__button"
              disabled={plan.plan.totals.ready === 0 || isBusy}
              onClick={() => start(plan.plan)}
            >
              {t('start', { count: plan.plan.totals.ready })}
            </button>
          </div>
        </>
      )}
      {runState.run && (
        <RunPanel run={runState.run} storageTool={runState.storageTool} exportFileName="collection.csv" />
      )}
    </article>
  );
}
